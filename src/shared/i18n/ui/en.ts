/** The client UI kit: list column settings (spec 001), error and confirm dialogs. */
export const uiEn = {
  columns: {
    open: 'Columns',
    title: 'Column settings',
    hint: 'Show at least 10 columns. Widths from {{min}} to {{max}} px.',
    width: 'Width of {{column}}',
    fixed: 'Pin {{column}}',
    fixedNone: 'Not pinned',
    fixedLeft: 'Left',
    fixedRight: 'Right',
    save: 'Save',
    tooFew: 'At least 10 columns must be shown (列显示必须在10个以上)',
    saveFailed: 'The column settings could not be saved; the previous ones are back',
    tooManyLists: 'The server keeps column settings for at most {{max}} lists per user',
  },
  error: {
    title: 'This could not be loaded',
    next: 'Check your connection, then press Retry. If it keeps failing, tell your administrator what you see here.',
    retry: 'Retry',
  },
  confirm: { ok: 'Confirm', cancel: 'Cancel' },
  table: { total: '{{count}} in all', pageSize: 'Rows per page' },
};
