import type { Catalogue } from '../en.ts';

export const messagesZhTW: Catalogue['messages'] = {
  readAllDone: '全部已讀',
  notFound: '您的訊息記錄中沒有訊息 {{id}}。',
  notInRecord: '部分訊息不在您的訊息記錄中，未刪除任何訊息。',
  alreadyReleased: '公告「{{title}}」已經發佈。',
  centre: {
    pageSize: '每頁筆數',
    title: '訊息中心', search: '按標題搜尋', type: '類型', allTypes: '全部類型', readAll: '全部已讀',
    confirmReadAll: '將您的全部訊息標記為已讀？', deleteChosen: '刪除所選', confirmDelete: '從訊息記錄中刪除 {{count}} 則訊息？',
    deleted: '已刪除', choose: '選擇 {{title}}', chooseAll: '選擇本頁全部', offline: '離線：顯示本裝置上的訊息。',
  },
  column: { title: '標題', type: '類型', sender: '發送人', time: '時間', status: '狀態' },
  type: { 1: '公告', 2: '流程' },
  status: { read: '已讀', unread: '未讀' },
  system: '系統',
  open: '開啟 {{title}}',
  attachments: '附件',
  download: '下載 {{name}}',
  downloadOffline: '連線後可下載附件。',
  drawer: { title: '訊息', open: '訊息', unread: '{{count}} 則未讀', viewAll: '訊息中心', end: '沒有更多訊息', empty: '暫無訊息' },
  workflow: { title: '流程詳情', invalid: '此連結不包含流程訊息。', back: '返回訊息中心' },
  event: {
    newPoMany: { title: '{{count}} 張新 PO', body: '以下 PO 已到達：{{pos}}。請接收，然後確認每個項目或提出變更。' },
    changedPoMany: { title: '{{count}} 張 PO 已變更', body: '以下 PO 的項目已在 ERP 中變更：{{pos}}。請檢查並重新答覆。' },
    andMore: '{{list}} 等另外 {{more}} 張',
  },
  notice: {
    title: '公告', add: '新增公告', edit: '編輯公告', view: '公告', fieldTitle: '標題', body: '內容（HTML）', bodyHint: '儲存時將移除指令碼和事件處理程式。',
    files: '附件', removeFile: '移除 {{name}}', audience: '接收人', toAll: '所有人', toChosen: '指定使用者', users: '使用者',
    status: { draft: '草稿', released: '已發佈' }, release: '發佈', confirmRelease: '向接收人發佈「{{title}}」？發佈後不能再編輯。',
    released: '已發佈給 {{count}} 位使用者', saved: '已儲存', delete: '刪除', confirmDelete: '刪除公告「{{title}}」？接收人也將看不到它。',
    deleted: '已刪除', recipients: '接收人數', releaseTime: '發佈時間', lastModified: '最後修改', preview: '預覽', search: '按標題搜尋',
    titleRequired: '標題為必填項', usersRequired: '請至少選擇一位使用者，或發送給所有人',
  },
};
