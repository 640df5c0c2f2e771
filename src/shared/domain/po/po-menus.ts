/**
 * The menus of the two PO lists. Each side's grants on its list govern its PO rows everywhere (list,
 * detail, export, device copy, actions): a vendor's through the vendor list, a buyer's or uploader's
 * through the buyer list.
 */
export const PO_LIST_MENU = { vendor: 'poVendor', buyer: 'poBuyer' } as const;

/** The fields a PO data rule may name: the three every PO table carries, so one rule holds on each. */
export const PO_RULE_FIELDS = ['supplierCode', 'plant', 'purchasingGroup'] as const;
