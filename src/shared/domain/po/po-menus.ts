/**
 * The menus of the two PO lists. Each side's grants on its list govern its PO rows everywhere (list,
 * detail, export, device copy, actions): a vendor's through the vendor list, a buyer's or uploader's
 * through the buyer list.
 */
export const PO_LIST_MENU = { vendor: 'poVendor', buyer: 'poBuyer' } as const;

/** The fields a PO data rule may name: the three every PO table carries, so one rule holds on each. */
export const PO_RULE_FIELDS = ['supplierCode', 'plant', 'purchasingGroup'] as const;

/**
 * The PO fields a column permission can keep from a viewer (the items of each PO list's column
 * permission), with the catalogue key of their names. Display-only: nothing a PO's state, an action,
 * a filter or a sort depends on. Absent from the list, the detail, the export and the device's copy.
 */
export const PO_HIDEABLE_FIELDS = {
  supplierName: 'po.export.supplierName',
  materialDescription: 'po.column.description',
  createdBy: 'po.column.createdBy',
  mrpController: 'po.column.mrpController',
  currency: 'po.column.currency',
  remark: 'po.column.remark',
} as const;
export type PoHideableField = keyof typeof PO_HIDEABLE_FIELDS;

/**
 * The fields of the PO lists' action forms (answers, change requests, decisions) a form permission
 * can leave read-only: an action that fills one is refused, naming it.
 */
export const PO_FORM_FIELDS = { remark: 'po.form.remark' } as const;
export type PoFormField = keyof typeof PO_FORM_FIELDS;
