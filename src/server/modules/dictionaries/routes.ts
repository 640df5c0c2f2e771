import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contracts/dictionaries.ts';
import * as transfer from '../../../shared/contracts/dictionary-transfer.ts';
import { sessionRoute } from '../../plugins/endpoints.ts';
import * as s from './service.ts';

/** Dictionaries: types and their items (the contracts say who may call them). */
export function dictionaryRoutes(app: FastifyInstance): void {
  const { db } = app;
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

  sessionRoute(app, c.allDictionaries, () => s.everyDictionary(db));
  sessionRoute(app, c.listDictionaryData, ({ params, query, request }) => s.itemList(db, request.t, params.typeId, query));
  sessionRoute(app, c.dictionaryDataByType, ({ params, request }) => s.widgetItems(db, request.t, params.typeId));
  sessionRoute(app, c.dictionaryDataParentSelector, ({ params, request }) => s.itemParentChoices(db, request.t, params.typeId, params.id));
  sessionRoute(app, c.dictionaryDataSelector, ({ params, request }) => s.widgetOptions(db, request.t, params.typeId));
  sessionRoute(app, c.createDictionaryData, async ({ body, request }) => ({ id: await s.createItem(db, request.t, body) }));
  sessionRoute(app, c.updateDictionaryData, async ({ params, body, request }) => {
    await s.updateItem(db, request.t, params.id, body);
    return null;
  });
  sessionRoute(app, c.getDictionaryData, ({ params, request }) => s.itemInfo(db, request.t, params.id));
  sessionRoute(app, c.deleteDictionaryData, async ({ params, request }) => {
    await s.deleteItem(db, request.t, params.id);
    return null;
  });
  sessionRoute(app, c.toggleDictionaryDataState, ({ params, request }) => s.toggleItem(db, request.t, params.id));
  sessionRoute(app, transfer.exportDictionary, ({ params, request }) => s.exportType(db, request.t, params.typeId));
  sessionRoute(app, transfer.importDictionary, ({ body, request }) => s.importType(db, request.t, body));
}
