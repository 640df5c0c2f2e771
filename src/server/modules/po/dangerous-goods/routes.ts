import type { FastifyInstance } from 'fastify';
import { removeDangerousGoods } from '../../../../shared/contracts/dangerous-goods.ts';
import { sessionRoute } from '../../../plugins/endpoints.ts';
import { AppError } from '../../../plugins/errors.ts';
import { removeEntry } from './queries.ts';

/** The list is the buyer side's to keep, as its upload is (the contract says so); vendors only read it. */
export function dangerousGoodsRoutes(app: FastifyInstance): void {
  sessionRoute(app, removeDangerousGoods, async ({ params, viewer }) => {
    if (!(await removeEntry(app.db, params.id, viewer.realName))) throw new AppError(404, 'dangerousGoods.notFound', { id: params.id });
    app.hub.syncChanged();
    return null;
  });
}
