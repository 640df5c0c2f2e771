import type { ImportedPo } from '../../../src/shared/contracts/po.ts';

/** Two small POs of plant 1000, one per demo vendor (V1001 four items, V1002 one). */
export const poItem = (itemNumber: string, qty: number, deliveryDate = '2026-12-10') => ({
  itemNumber,
  material: `M-${itemNumber}`,
  orderUnit: 'PC',
  qty,
  deliveryDate,
});
export const po1: ImportedPo = {
  poNumber: '4500000001',
  supplierCode: 'V1001',
  supplierName: 'Acme Parts',
  plant: '1000',
  documentDate: '2026-11-20',
  purchasingGroup: 'P01',
  items: [poItem('10', 100), poItem('20', 50), poItem('30', 30), poItem('40', 10)],
};
export const po2: ImportedPo = { ...po1, poNumber: '4500000002', supplierCode: 'V1002', supplierName: 'Beta Metals', items: [poItem('10', 5)] };
