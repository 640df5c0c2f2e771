import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as hosts from '../../../shared/contracts/data-interface-hosts.ts';
import * as c from '../../../shared/contracts/data-interfaces.ts';
import { ROW_CAP } from '../../../shared/domain/data-interfaces.ts';
import type { Viewer } from '../../plugins/access.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';
import type { RunLimits } from './sql-runner.ts';

/** Who calls an interface, in which language, under the configured limits (also for print templates' data). */
export function callContext(app: FastifyInstance, request: FastifyRequest, viewer: Viewer): s.CallContext {
  const limits: RunLimits = { maxCost: app.config.DATA_INTERFACE_MAX_COST, timeoutMs: app.config.DATA_INTERFACE_TIMEOUT_MS };
  return { db: app.db, t: request.t, limits, userId: viewer.userId, userName: viewer.realName };
}

/** Data interfaces (the contracts say who may call them). */
export function dataInterfaceRoutes(app: FastifyInstance): void {
  const { db } = app;
  const caller = (request: FastifyRequest, viewer: Viewer) => callContext(app, request, viewer);
  sessionRoute(app, hosts.dataInterfaceHosts, () => s.hostList(db));
  sessionRoute(app, hosts.saveDataInterfaceHosts, async ({ body }) => {
    await s.saveHosts(db, body.hosts);
    return null;
  });
  sessionRoute(app, c.listDataInterfaces, ({ query }) => s.interfaceList(db, query));
  sessionRoute(app, c.dataInterfaceSelector, () => s.interfaceChoices(db));
  sessionRoute(app, c.dataInterfaceChoices, ({ query }) => s.interfaceChoicePage(db, query));
  sessionRoute(app, c.createDataInterface, async ({ body, request }) => ({ id: await s.createInterface(db, request.t, body) }));
  sessionRoute(app, c.importDataInterface, async ({ body, request }) => ({ id: await s.createInterface(db, request.t, body) }));
  sessionRoute(app, c.updateDataInterface, async ({ params, body, request }) => {
    await s.updateInterface(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getDataInterface, ({ params, request }) => s.interfaceInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteDataInterface, async ({ params, request }) => {
    await s.deleteInterface(db, request.t, params.id);
    return null;
  });
  sessionRoute(app, c.toggleDataInterfaceState, ({ params, request }) => s.toggleInterface(db, request.t, params.id));
  sessionRoute(app, c.exportDataInterface, ({ params, request }) => s.exportInterface(db, request.t, params.id));
  sessionRoute(app, c.dataInterfaceParams, ({ params, request }) => s.interfaceParams(db, request.t, params.id));
  sessionRoute(app, c.dataInterfaceLog, ({ params, query, request }) => s.callLog(db, request.t, params.id, query));
  sessionRoute(app, c.dataInterfaceResponse, async ({ params, query, request, viewer }) => {
    const result = await s.callInterface(caller(request, viewer), params.id, query, { kind: 'rows', cap: ROW_CAP });
    return result.rows;
  });
  sessionRoute(app, c.previewDataInterface, ({ params, body, request, viewer }) =>
    s.previewInterface(caller(request, viewer), params.id, body.draft, body.params),
  );
  sessionRoute(app, c.dataInterfaceRecords, async ({ params, query, request, viewer }) => {
    const { keyword, currentPage, pageSize, relationField, columnOptions } = query;
    const columns = [...new Set([relationField, ...columnOptions])];
    const result = await s.callInterface(caller(request, viewer), params.id, query, { kind: 'page', keyword, columns, currentPage, pageSize });
    return { list: result.rows, pagination: { currentPage, pageSize, total: result.total } };
  });
  sessionRoute(app, c.dataInterfaceRecord, async ({ params, query, request, viewer }) => {
    const result = await s.callInterface(caller(request, viewer), params.id, query, { kind: 'one', column: query.propsValue, value: query.id });
    return result.rows[0] ?? null;
  });
}
