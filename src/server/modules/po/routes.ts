import type { FastifyInstance } from 'fastify';
import { poDetail, poImport, poList, poOverview } from '../../../shared/contracts/po.ts';
import { publicUrlOf } from '../../config.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { viewerOf } from '../sync/routes.ts';
import { poBatchTemplateRoute } from './batch-template.ts';
import { dangerousGoodsRoutes } from './dangerous-goods/routes.ts';
import { poExportRoute } from './export.ts';
import { importPos } from './import.ts';
import { listPoItems, poDetailOf, poOverviewOf } from './queries.ts';

export function poRoutes(app: FastifyInstance): void {
  sessionRoute(app, poImport, async ({ body, session }) => {
    const summary = await importPos(app.db, await viewerOf(app, session), body.pos, { linkBase: publicUrlOf(app.config) });
    app.mailQueue.kick();
    app.hub.syncChanged();
    return summary;
  });
  poExportRoute(app);
  poBatchTemplateRoute(app);
  dangerousGoodsRoutes(app);
  sessionRoute(app, poList, async ({ query, session }) => listPoItems(app.db, await viewerOf(app, session), query));
  sessionRoute(app, poOverview, async ({ session }) => poOverviewOf(app.db, await viewerOf(app, session)));
  sessionRoute(app, poDetail, async ({ params, session }) => poDetailOf(app.db, await viewerOf(app, session), params.id));
}
