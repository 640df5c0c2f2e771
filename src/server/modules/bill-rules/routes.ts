import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/bill-rules.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Bill-number rules (the contracts say who may call them). */
export function billRuleRoutes(app: FastifyInstance): void {
  const { db } = app;
  const zone = app.config.TIME_ZONE;
  sessionRoute(app, c.listBillRules, ({ query }) => s.ruleList(db, zone, query));
  sessionRoute(app, c.billRuleSelector, () => s.ruleChoices(db, zone));
  sessionRoute(app, c.createBillRule, async ({ body, request }) => ({ id: await s.createRule(db, request.t, body) }));
  sessionRoute(app, c.updateBillRule, async ({ params, body, request }) => {
    await s.updateRule(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getBillRule, ({ params, request }) => s.ruleInfo(db, request.t, zone, params.id));
  sessionRoute(app, c.deleteBillRule, async ({ params, request }) => {
    await s.deleteRule(db, request.t, params.id);
    return null;
  });
  sessionRoute(app, c.toggleBillRuleState, ({ params, request }) => s.toggleRule(db, request.t, params.id));
  sessionRoute(app, c.drawBillNumber, ({ params, request }) => s.nextNumber(db, request.t, zone, params.code));
  sessionRoute(app, c.exportBillRule, ({ params, request }) => s.exportRule(db, request.t, params.id));
}
