import { adminPage } from './permission.tsx';

/** The system data pages (System → Dictionaries, Bill Rules, Areas, …), loaded like the organisation pages. */
export const dictionaryRoute = adminPage(
  '/system/dictionary',
  'admin.dictionary.title',
  () => import('../features/system/dictionaries/dictionary-page.tsx'),
  'DictionaryPage',
);
export const billRuleRoute = adminPage(
  '/system/billRule',
  'admin.billRule.title',
  () => import('../features/system/bill-rules/bill-rule-page.tsx'),
  'BillRulePage',
);
export const areaRoute = adminPage('/system/area', 'admin.area.title', () => import('../features/system/areas/area-page.tsx'), 'AreaPage');
export const widgetPreviewRoute = adminPage(
  '/system/widgets',
  'admin.widgets.title',
  () => import('../features/system/widgets/widget-preview-page.tsx'),
  'WidgetPreviewPage',
);
export const dataInterfaceRoute = adminPage(
  '/system/dataInterface',
  'admin.dataInterface.title',
  () => import('../features/system/data-interfaces/data-interface-page.tsx'),
  'DataInterfacePage',
);
