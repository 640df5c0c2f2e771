/** The dangerous-goods (DG) material list: its page, and the marker on PO items of these materials. */
export const dangerousGoodsEn = {
  title: 'Dangerous Goods Material',
  column: {
    material: 'Material', description: 'Material description', unNumber: 'UN number', hazardClass: 'Hazard class', packingGroup: 'Packing group',
    remark: 'Remark', updatedBy: 'Updated by', updatedAt: 'Updated', actions: 'Actions',
  },
  search: 'Search', searchHint: 'Material, description or UN number',
  total: '{{count}} materials', none: 'No dangerous-goods materials.', loading: 'Loading the list…',
  upload: 'Upload the list',
  hint: 'One row per material: new materials are added, listed ones updated. The dry run shows each row before anything changes.',
  template: 'Download template',
  badge: 'DG',
  label: 'Dangerous goods: UN {{un}}, class {{hazardClass}}, PG {{packingGroup}}',
  labelNoGroup: 'Dangerous goods: UN {{un}}, class {{hazardClass}}',
  detail: 'Dangerous goods',
  remove: 'Remove', removeLabel: 'Remove {{material}}',
  removeConfirm: 'Take {{material}} off the dangerous-goods list? Its PO items lose the DG marker.',
  offline: 'Removing a material needs a connection to the server. Try again when you are online.',
  notFound: 'There is no such dangerous-goods material ({{id}}).',
} as const;
