import { adminPage } from './permission.tsx';

/** The system data pages (System → Dictionaries, Bill Rules, Areas, …), loaded together like one page (features/system/pages.ts). */
const systemPages = () => import('../features/system/pages.ts');

export const dictionaryRoute = adminPage('/system/dictionary', 'admin.dictionary.title', systemPages, 'DictionaryPage');
export const billRuleRoute = adminPage('/system/billRule', 'admin.billRule.title', systemPages, 'BillRulePage');
export const areaRoute = adminPage('/system/area', 'admin.area.title', systemPages, 'AreaPage');
export const dataInterfaceRoute = adminPage('/system/dataInterface', 'admin.dataInterface.title', systemPages, 'DataInterfacePage');
export const printTemplateRoute = adminPage('/system/printDev', 'admin.printTemplate.title', systemPages, 'PrintTemplatePage');
export const widgetPreviewRoute = adminPage('/system/widgets', 'admin.widgets.title', systemPages, 'WidgetPreviewPage');
