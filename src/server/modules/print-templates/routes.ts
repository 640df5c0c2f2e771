import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/print-templates.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { callContext } from '../data-interfaces/routes.ts';
import * as s from './service.ts';

/** Print templates (the contracts say who may call them). */
export function printTemplateRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, c.listPrintTemplates, ({ query }) => s.templateList(db, query));
  sessionRoute(app, c.printTemplateSelector, ({ query }) => s.templateChoices(db, query.type));
  sessionRoute(app, c.createPrintTemplate, async ({ body, request }) => ({ id: await s.createTemplate(db, request.t, body) }));
  sessionRoute(app, c.importPrintTemplate, async ({ body, request }) => ({ id: await s.createTemplate(db, request.t, body) }));
  sessionRoute(app, c.updatePrintTemplate, async ({ params, body, request }) => {
    await s.updateTemplate(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getPrintTemplate, ({ params, request }) => s.templateInfo(db, request.t, params.id));
  sessionRoute(app, c.deletePrintTemplate, async ({ params, request }) => {
    await s.deleteTemplate(db, request.t, params.id);
    return null;
  });
  sessionRoute(app, c.copyPrintTemplate, async ({ params, request }) => ({ id: await s.copyTemplate(db, request.t, params.id) }));
  sessionRoute(app, c.exportPrintTemplate, ({ params, request }) => s.exportTemplate(db, request.t, params.id));
  sessionRoute(app, c.printTemplateFields, ({ body, request, viewer }) => s.templateFields(callContext(app, request, viewer), body.interfaceId));
  sessionRoute(app, c.printTemplateData, ({ query, request, viewer }) => s.templateData(callContext(app, request, viewer), query.id, query));
}
