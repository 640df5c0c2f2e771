import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../plugins/file-storage.ts';
import type { PdfConverter } from '../plugins/pdf-converter.ts';
import { authRoutes } from './auth/routes.ts';
import { businessRoutes } from './business/routes.ts';
import { chatRoutes } from './chat/routes.ts';
import { columnSettingsRoutes } from './column-settings/routes.ts';
import { DownloadRoutes, type DownloadRoute } from './files/download-routes.ts';
import { fileDownloadRoute, filePreviewRoutes } from './files/preview.ts';
import type { FileReadRule } from './files/read-access.ts';
import { FileReaders } from './files/read-access.ts';
import { fileRoutes } from './files/routes.ts';
import { libraryDownloadRoute, libraryRoutes } from './library/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { poBatchErrorsRoute } from './po/batch/error-workbook.ts';
import { poBatchRoutes } from './po/batch/routes.ts';
import { shippingDocumentRoutes, shippingDocumentReaders } from './po/shipping-documents/routes.ts';
import { poRoutes } from './po/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { vendorRoutes } from './vendors/routes.ts';
import { organizeRoutes } from './organize/routes.ts';
import { organizeAdministratorRoutes } from './organize-administrators/routes.ts';
import { positionRoutes } from './positions/routes.ts';
import { roleRoutes } from './roles/routes.ts';
import { userRoutes } from './users/routes.ts';
import { USER_RECORDS } from './users/record-fields.ts';
import { registerRecordFields, type RecordFields } from './permission/record-fields.ts';
import { userPickerRoutes } from './user-pickers/routes.ts';
import { userGroupRoutes } from './user-groups/routes.ts';
import { userTransferRoutes } from './user-transfer/routes.ts';
import { authorizeRoutes } from './authorize/routes.ts';
import { menuRoutes } from './menus/routes.ts';
import { onlineUserRoutes } from './online-users/routes.ts';
import { systemLogRoutes } from './system-logs/routes.ts';
import { dictionaryRoutes } from './dictionaries/routes.ts';
import { DICTIONARY_ITEM_RECORDS } from './dictionaries/record-fields.ts';
import { billRuleRoutes } from './bill-rules/routes.ts';
import { dataInterfaceRoutes } from './data-interfaces/routes.ts';
import { printTemplateRoutes } from './print-templates/routes.ts';
import { areaRoutes } from './areas/routes.ts';
import { jobRoutes } from './jobs/routes.ts';

/**
 * What the platform hands every module when it registers: the file store, who may read a stored file,
 * the routes that download stored files (previews ask them) and the PDF converter.
 */
export interface ModuleContext {
  storage: FileStorage;
  fileReaders: FileReaders;
  downloads: DownloadRoutes;
  converter: PdfConverter;
}

/**
 * A server module as app.ts registers it: its routes, and what it adds to the platform's shared
 * rules. A new module (the administration modules, the form engine) is one entry in SERVER_MODULES.
 * Sync tables and mutations are registered with the sync registry (modules/sync, po/sync.ts).
 */
export interface ServerModule {
  name: string;
  routes: (app: FastifyInstance, context: ModuleContext) => void;
  /** Besides its owner and administrators, a stored file is read by those a module's rows let in. */
  fileReaders?: FileReadRule;
  /** The module's routes that stream stored files: a preview reached through one is allowed as it is. */
  downloadRoutes?: readonly DownloadRoute[];
  /** Its records as permissions see them (permission/record-fields.ts): Authorise checks records against these. */
  records?: readonly RecordFields<string>[];
}

export const SERVER_MODULES: readonly ServerModule[] = [
  { name: 'auth', routes: (app) => authRoutes(app) },
  { name: 'profile', routes: (app) => profileRoutes(app) },
  { name: 'business', routes: (app) => businessRoutes(app) },
  { name: 'system', routes: (app) => systemRoutes(app) },
  { name: 'po', routes: (app) => poRoutes(app) },
  { name: 'shipping-documents', routes: (app) => shippingDocumentRoutes(app), fileReaders: shippingDocumentReaders },
  {
    name: 'po-batch',
    routes: (app, { storage }) => {
      poBatchRoutes(app, storage);
      poBatchErrorsRoute(app, storage);
    },
  },
  {
    name: 'files',
    routes: (app, { storage, fileReaders, downloads, converter }) => {
      fileRoutes(app, storage, fileReaders);
      filePreviewRoutes(app, { db: app.db, storage, downloads, converter });
    },
    downloadRoutes: [fileDownloadRoute],
  },
  { name: 'library', routes: (app, { storage }) => libraryRoutes(app, storage), downloadRoutes: [libraryDownloadRoute] },
  { name: 'vendors', routes: (app) => vendorRoutes(app) },
  { name: 'messages', routes: (app, { storage }) => messageRoutes(app, storage) },
  { name: 'chat', routes: (app, { storage }) => chatRoutes(app, storage) },
  { name: 'organize', routes: (app) => organizeRoutes(app) },
  { name: 'organize-administrators', routes: (app) => organizeAdministratorRoutes(app) },
  { name: 'positions', routes: (app) => positionRoutes(app) },
  { name: 'roles', routes: (app) => roleRoutes(app) },
  { name: 'users', routes: (app) => userRoutes(app), records: [USER_RECORDS] },
  { name: 'user-pickers', routes: (app) => userPickerRoutes(app) },
  { name: 'user-transfer', routes: (app) => userTransferRoutes(app) },
  { name: 'user-groups', routes: (app) => userGroupRoutes(app) },
  { name: 'authorize', routes: (app) => authorizeRoutes(app) },
  { name: 'menus', routes: (app) => menuRoutes(app) },
  { name: 'online-users', routes: (app) => onlineUserRoutes(app) },
  { name: 'system-logs', routes: (app) => systemLogRoutes(app) },
  { name: 'dictionaries', routes: (app) => dictionaryRoutes(app), records: [DICTIONARY_ITEM_RECORDS] },
  { name: 'bill-rules', routes: (app) => billRuleRoutes(app) },
  { name: 'data-interfaces', routes: (app) => dataInterfaceRoutes(app) },
  { name: 'print-templates', routes: (app) => printTemplateRoutes(app) },
  { name: 'areas', routes: (app) => areaRoutes(app) },
  { name: 'jobs', routes: (app) => jobRoutes(app) },
  { name: 'column-settings', routes: (app) => columnSettingsRoutes(app) },
];

/** Registers every module's routes, after collecting the file-read rules and download routes they bring. */
export function registerModules(
  app: FastifyInstance,
  platform: { storage: FileStorage; converter: PdfConverter },
  modules: readonly ServerModule[] = SERVER_MODULES,
): void {
  const fileReaders = new FileReaders();
  for (const module of modules) if (module.fileReaders) fileReaders.allow(module.fileReaders);
  const downloads = new DownloadRoutes(
    modules.flatMap((module) => module.downloadRoutes ?? []),
    fileReaders,
  );
  for (const module of modules) for (const declaration of module.records ?? []) registerRecordFields(declaration);
  for (const module of modules) module.routes(app, { ...platform, fileReaders, downloads });
}
