import type { Catalogue } from '../en.ts';

/** 危险品物料清单：页面，以及 PO 行项目上的危险品标记。 */
export const dangerousGoodsZhCN: Catalogue['dangerousGoods'] = {
  title: '危险品物料',
  column: {
    material: '物料',
    description: '物料描述',
    unNumber: 'UN 编号',
    hazardClass: '危险类别',
    packingGroup: '包装类别',
    remark: '备注',
    updatedBy: '更新人',
    updatedAt: '更新时间',
    actions: '操作',
  },
  search: '搜索',
  searchHint: '物料、描述或 UN 编号',
  total: '{{count}} 个物料',
  none: '暂无危险品物料。',
  loading: '正在加载清单…',
  upload: '上传清单',
  hint: '每个物料一行：新物料将被添加，已有物料将被更新。任何变化之前，预检结果会逐行列出。',
  template: '下载模板',
  badge: '危',
  label: '危险品：UN {{un}}，{{hazardClass}} 类，包装类别 {{packingGroup}}',
  labelNoGroup: '危险品：UN {{un}}，{{hazardClass}} 类',
  detail: '危险品',
  remove: '移除',
  removeLabel: '移除 {{material}}',
  removeConfirm: '将 {{material}} 从危险品清单中移除？其 PO 行项目将不再标记为危险品。',
  offline: '移除物料需要连接服务器。请联网后重试。',
  notFound: '没有此危险品物料（{{id}}）。',
};
