import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { removeDangerousGoods } from '../../../../shared/contracts/dangerous-goods.ts';
import { dangerousGoods } from '../../../db/schema/index.ts';
import { sessionRoute } from '../../../plugins/endpoints.ts';
import { AppError, forbidden } from '../../../plugins/errors.ts';
import { viewerOf } from '../../sync/routes.ts';

/** The list is the buyer side's to keep, as its upload is; vendors only read it. */
export function dangerousGoodsRoutes(app: FastifyInstance): void {
  sessionRoute(app, removeDangerousGoods, async ({ params, session }) => {
    const viewer = await viewerOf(app, session);
    if (!viewer.isAdministrator && viewer.roleKind !== 'buyer') throw forbidden();
    // A tombstone, not a delete: devices learn of the removal from the row's new rev.
    const [removed] = await app.db
      .update(dangerousGoods)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: viewer.realName })
      .where(and(eq(dangerousGoods.id, params.id), isNull(dangerousGoods.deletedAt)))
      .returning({ id: dangerousGoods.id });
    if (!removed) throw new AppError(404, 'dangerousGoods.notFound', { id: params.id });
    app.hub.syncChanged();
    return null;
  });
}
