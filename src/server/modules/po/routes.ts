import type { FastifyInstance } from 'fastify';
import { poDetail, poImport, poList, poOverview } from '../../../shared/contracts/po.ts';
import { publicUrlOf } from '../../config.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { poBatchTemplateRoute } from './batch-template.ts';
import { dangerousGoodsRoutes } from './dangerous-goods/routes.ts';
import { poExportRoute } from './export.ts';
import { poReach } from './access.ts';
import { importPos } from './import.ts';
import { listPoItems, poDetailOf, poOverviewOf } from './queries.ts';

export function poRoutes(app: FastifyInstance): void {
  sessionRoute(app, poImport, async ({ body, viewer }) => {
    const summary = await importPos(app.db, viewer, body.pos, { linkBase: publicUrlOf(app.config) });
    app.hub.syncChanged();
    return summary;
  });
  poExportRoute(app);
  poBatchTemplateRoute(app);
  dangerousGoodsRoutes(app);
  sessionRoute(app, poList, async ({ query, viewer }) => listPoItems(app.db, await poReach(app.db, viewer), query));
  sessionRoute(app, poOverview, async ({ viewer }) => poOverviewOf(app.db, await poReach(app.db, viewer)));
  sessionRoute(app, poDetail, async ({ params, viewer }) => poDetailOf(app.db, await poReach(app.db, viewer), params.id));
}
