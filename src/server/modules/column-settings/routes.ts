import type { FastifyInstance } from 'fastify';
import { getColumnsByModuleId, setColumnsByModuleId } from '../../../shared/contracts/column-settings.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import { columnSettings, saveColumnSettings } from './service.ts';

/** List-column settings: always the caller's own (the viewer), never another user's. */
export function columnSettingsRoutes(app: FastifyInstance): void {
  const { db } = app;
  sessionRoute(app, getColumnsByModuleId, ({ params, viewer }) => columnSettings(db, viewer.userId, params.id));
  sessionRoute(app, setColumnsByModuleId, ({ body, viewer }) => saveColumnSettings(db, viewer.userId, body.moduleId, body.fieldList));
}
