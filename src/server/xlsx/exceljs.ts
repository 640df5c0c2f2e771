import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, imported on first use: it is 19 MB of a server's memory once loaded, and only exports,
 * templates and error workbooks need it (loaded at start, it would sit in every idle server's RSS).
 * Batches read workbooks with the streaming reader beside this file.
 */
export function loadExcelJS(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((module) => module.default);
  return loaded;
}
