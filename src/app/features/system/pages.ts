/**
 * The system data pages, one chunk: administrators move between them, and one lazy import in the
 * entry (instead of one per page, each with its list of chunks to preload) keeps the first load of
 * every user's screens inside its budget.
 */
export { AreaPage } from './areas/area-page.tsx';
export { BillRulePage } from './bill-rules/bill-rule-page.tsx';
export { DataInterfacePage } from './data-interfaces/data-interface-page.tsx';
export { DictionaryPage } from './dictionaries/dictionary-page.tsx';
export { PrintTemplatePage } from './print-templates/print-template-page.tsx';
export { WidgetPreviewPage } from './widgets/widget-preview-page.tsx';
