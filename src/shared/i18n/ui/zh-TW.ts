import type { Catalogue } from '../en.ts';

export const uiZhTW: Catalogue['ui'] = {
  columns: {
    open: '欄設定',
    title: '列表欄位設定',
    hint: '至少顯示 10 欄。欄寬 {{min}} 到 {{max}} 像素。',
    width: '{{column}} 的欄寬',
    fixed: '固定 {{column}}',
    fixedNone: '不固定',
    fixedLeft: '左側',
    fixedRight: '右側',
    save: '儲存',
    tooFew: '列顯示必須在10個以上',
    saveFailed: '欄位設定儲存失敗，已恢復先前的設定',
    tooManyLists: '伺服器為每位使用者最多儲存 {{max}} 個列表的欄位設定',
  },
  error: {
    title: '載入失敗',
    next: '請檢查網路連線後點擊重試。如果仍然失敗，請把這裡的資訊告訴管理員。',
    retry: '重試',
  },
  confirm: { ok: '確定', cancel: '取消' },
  table: { total: '共 {{count}} 筆', pageSize: '每頁列數' },
};
