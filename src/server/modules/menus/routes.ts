import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/menus.ts';
import { ITEM_ENDPOINTS, moduleDataRules } from '../../../shared/contracts/module-items.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as items from './item-service.ts';
import * as s from './service.ts';

/** System → Menu: the menus and their permission items (the contracts say who may call them). */
export function menuRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listMenus, ({ query }) => s.menuTree(db, query.keyword));
  sessionRoute(app, c.menuParentSelector, ({ params }) => s.parentChoices(db, params.id));
  sessionRoute(app, c.getMenu, ({ params, request }) => s.menuInfo(db, request.t, params.id));
  sessionRoute(app, c.createMenu, async ({ body, request }) => ({ id: await s.createMenu(db, request.t, body) }));
  sessionRoute(app, c.updateMenu, async ({ params, body, request }) => {
    await s.updateMenu(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.toggleMenuState, ({ params, request }) => s.toggleMenuState(db, request.t, params.id));
  sessionRoute(app, c.setMenuPermissionSwitches, ({ params, body, request }) => s.setPermissionSwitches(db, request.t, params.id, body));
  sessionRoute(app, c.deleteMenu, async ({ params, request }) => {
    await s.deleteMenu(db, request.t, params.id);
    return null;
  });

  for (const [kind, e] of Object.entries(ITEM_ENDPOINTS) as Array<[keyof typeof ITEM_ENDPOINTS, (typeof ITEM_ENDPOINTS)[keyof typeof ITEM_ENDPOINTS]]>) {
    sessionRoute(app, e.list, ({ params, request }) => items.itemList(db, request.t, kind, params.moduleId));
    sessionRoute(app, e.create, async ({ body, request }) => ({ id: await items.createItem(db, request.t, kind, body) }));
    sessionRoute(app, e.update, async ({ params, body, request }) => {
      await items.updateItem(db, request.t, kind, params.id, body);
      return null;
    });
    sessionRoute(app, e.remove, async ({ params, request }) => {
      await items.deleteItem(db, request.t, kind, params.id);
      return null;
    });
  }
  sessionRoute(app, moduleDataRules.list, ({ params, request }) => items.dataRuleList(db, request.t, params.moduleId));
  sessionRoute(app, moduleDataRules.create, async ({ body, request }) => ({ id: await items.createDataRule(db, request.t, body) }));
  sessionRoute(app, moduleDataRules.update, async ({ params, body, request }) => {
    await items.updateDataRule(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, moduleDataRules.remove, async ({ params, request }) => {
    await items.deleteDataRule(db, request.t, params.id);
    return null;
  });
}
