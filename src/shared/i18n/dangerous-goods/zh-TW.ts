import type { Catalogue } from '../en.ts';

/** 危險品物料清單：頁面，以及 PO 項目上的危險品標記。 */
export const dangerousGoodsZhTW: Catalogue['dangerousGoods'] = {
  title: '危險品物料',
  column: {
    material: '物料',
    description: '物料說明',
    unNumber: 'UN 編號',
    hazardClass: '危險類別',
    packingGroup: '包裝類別',
    remark: '備註',
    updatedBy: '更新人',
    updatedAt: '更新時間',
    actions: '操作',
  },
  search: '搜尋',
  searchHint: '物料、說明或 UN 編號',
  total: '{{count}} 個物料',
  none: '尚無危險品物料。',
  loading: '正在載入清單…',
  upload: '上傳清單',
  hint: '每個物料一列：新物料將被新增，既有物料將被更新。任何變化之前，預檢結果會逐列列出。',
  template: '下載範本',
  badge: '危',
  label: '危險品：UN {{un}}，第 {{hazardClass}} 類，包裝類別 {{packingGroup}}',
  labelNoGroup: '危險品：UN {{un}}，第 {{hazardClass}} 類',
  detail: '危險品',
  remove: '移除',
  removeLabel: '移除 {{material}}',
  removeConfirm: '將 {{material}} 從危險品清單中移除？其 PO 項目將不再標記為危險品。',
  offline: '移除物料需要連線至伺服器。請連線後再試。',
  notFound: '沒有此危險品物料（{{id}}）。',
};
