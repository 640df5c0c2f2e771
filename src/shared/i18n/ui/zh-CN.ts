import type { Catalogue } from '../en.ts';

export const uiZhCN: Catalogue['ui'] = {
  columns: {
    open: '列设置',
    title: '列表列设置',
    hint: '至少显示 10 列。列宽 {{min}} 到 {{max}} 像素。',
    width: '{{column}} 的列宽',
    fixed: '固定 {{column}}',
    fixedNone: '不固定',
    fixedLeft: '左侧',
    fixedRight: '右侧',
    save: '保存',
    tooFew: '列显示必须在10个以上',
    saveFailed: '列设置保存失败，已恢复之前的设置',
    tooManyLists: '服务器为每个用户最多保存 {{max}} 个列表的列设置',
  },
  error: {
    title: '加载失败',
    next: '请检查网络连接后点击重试。如果仍然失败，请把这里的信息告诉管理员。',
    retry: '重试',
  },
  confirm: { ok: '确定', cancel: '取消' },
  table: { total: '共 {{count}} 条', pageSize: '每页行数' },
};
