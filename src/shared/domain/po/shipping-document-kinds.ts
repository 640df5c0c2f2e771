/**
 * The kinds and states a shipping document can have: a leaf module, so the row contracts and the
 * rules over those rows (shipping-documents.ts) can both use them without importing each other.
 */
export const SHIPPING_DOCUMENT_TYPES = ['packingList', 'commercialInvoice', 'billOfLading', 'dgDeclaration', 'certificate', 'other'] as const;
export type ShippingDocumentType = (typeof SHIPPING_DOCUMENT_TYPES)[number];

export const SHIPPING_DOCUMENT_STATUSES = ['sent', 'received'] as const;
export type ShippingDocumentStatus = (typeof SHIPPING_DOCUMENT_STATUSES)[number];

/** Characters a remark may hold, as for the other PO remarks. */
export const SHIPPING_DOCUMENT_REMARK_MAX = 500;
