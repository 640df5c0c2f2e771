/** The kinds of PO batch workbook (spec 000 §2.5): new or changed POs, and changes to existing items. */
export const BATCH_CATEGORIES = ['poUpload', 'changeUpload'] as const;
export type BatchCategory = (typeof BATCH_CATEGORIES)[number];
