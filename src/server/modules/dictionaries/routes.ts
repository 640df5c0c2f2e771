import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/dictionaries.ts';
import * as transfer from '../../../shared/contracts/dictionary-transfer.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import type { Viewer } from '../../plugins/access.ts';
import { dictionaryItemAccess } from './item-access.ts';
import * as s from './service.ts';
import * as x from './transfer.ts';

/** Dictionaries: types and their items (the contracts say who may call them). */
export function dictionaryRoutes(app: FastifyInstance): void {
  const { db } = app;
  // The page's column, form and data permissions over items (record-fields.ts).
  const access = (viewer: Viewer) => dictionaryItemAccess(db, viewer);
  sessionRoute(app, c.listDictionaryTypes, () => s.typeTree(db));
  sessionRoute(app, c.dictionaryTypeSelector, ({ params }) => s.typeTree(db, params.id));
  sessionRoute(app, c.createDictionaryType, async ({ body, request }) => ({ id: await s.createType(db, request.t, body) }));
  sessionRoute(app, c.updateDictionaryType, async ({ params, body, request }) => {
    await s.updateType(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getDictionaryType, ({ params, request }) => s.typeInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteDictionaryType, async ({ params, request }) => {
    await s.deleteType(db, request.t, params.id);
    return null;
  });

  sessionRoute(app, c.allDictionaries, ({ request }) => s.everyDictionary(db, request.lang));
  sessionRoute(app, c.listDictionaryData, async ({ params, query, request, viewer }) => s.itemList(db, request.t, await access(viewer), params.typeId, query));
  sessionRoute(app, c.dictionaryDataByType, ({ params, request }) => s.widgetItems(db, request.t, request.lang, params.typeId));
  sessionRoute(app, c.dictionaryDataParentSelector, async ({ params, request, viewer }) =>
    s.itemParentChoices(db, request.t, await access(viewer), params.typeId, params.id),
  );
  sessionRoute(app, c.dictionaryDataSelector, ({ params, request }) => s.widgetOptions(db, request.t, request.lang, params.typeId));
  sessionRoute(app, c.createDictionaryData, async ({ body, request, viewer }) => ({ id: await s.createItem(db, request.t, await access(viewer), body) }));
  sessionRoute(app, c.updateDictionaryData, async ({ params, body, request, viewer }) => {
    await s.updateItem(db, request.t, await access(viewer), params.id, body);
    return null;
  });
  sessionRoute(app, c.getDictionaryData, async ({ params, request, viewer }) => s.itemInfo(db, request.t, await access(viewer), params.id));
  sessionRoute(app, c.deleteDictionaryData, async ({ params, request, viewer }) => {
    await s.deleteItem(db, request.t, await access(viewer), params.id);
    return null;
  });
  sessionRoute(app, c.toggleDictionaryDataState, async ({ params, request, viewer }) => s.toggleItem(db, request.t, await access(viewer), params.id));
  sessionRoute(app, transfer.exportDictionary, async ({ params, request, viewer }) => x.exportType(db, request.t, await access(viewer), params.typeId));
  sessionRoute(app, transfer.importDictionary, ({ body, request }) => x.importType(db, request.t, body));
}
