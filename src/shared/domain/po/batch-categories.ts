/**
 * The kinds of PO batch workbook (spec 000 §2.5): new or changed POs, changes to existing items, and
 * the dangerous-goods material list.
 */
export const BATCH_CATEGORIES = ['poUpload', 'changeUpload', 'dangerousGoods'] as const;
export type BatchCategory = (typeof BATCH_CATEGORIES)[number];
