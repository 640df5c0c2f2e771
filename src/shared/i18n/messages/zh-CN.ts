import type { Catalogue } from '../en.ts';

export const messagesZhCN: Catalogue['messages'] = {
  readAllDone: '全部已读',
  notFound: '您的消息记录中没有消息 {{id}}。',
  notInRecord: '部分消息不在您的消息记录中，未删除任何消息。',
  alreadyReleased: '公告“{{title}}”已经发布。',
  centre: {
    pageSize: '每页条数',
    title: '消息中心', search: '按标题搜索', type: '类型', allTypes: '全部类型', readAll: '全部已读',
    confirmReadAll: '将您的全部消息标记为已读？', deleteChosen: '删除所选', confirmDelete: '从消息记录中删除 {{count}} 条消息？',
    deleted: '已删除', choose: '选择 {{title}}', chooseAll: '选择本页全部', offline: '离线：显示本设备上的消息。',
  },
  column: { title: '标题', type: '类型', sender: '发送人', time: '时间', status: '状态' },
  type: { 1: '公告', 2: '流程' },
  status: { read: '已读', unread: '未读' },
  system: '系统',
  open: '打开 {{title}}',
  attachments: '附件',
  download: '下载 {{name}}',
  downloadOffline: '联网后可下载附件。',
  drawer: { title: '消息', open: '消息', unread: '{{count}} 条未读', viewAll: '消息中心', end: '没有更多消息', empty: '暂无消息' },
  workflow: { title: '流程详情', invalid: '此链接不包含流程消息。', back: '返回消息中心' },
  event: {
    newPoMany: { title: '{{count}} 张新 PO', body: '以下 PO 已到达：{{pos}}。请接收，然后确认每个项目或提出变更。' },
    changedPoMany: { title: '{{count}} 张 PO 已变更', body: '以下 PO 的项目已在 ERP 中变更：{{pos}}。请检查并重新答复。' },
    andMore: '{{list}} 等另外 {{more}} 张',
  },
  notice: {
    title: '公告', add: '新建公告', edit: '编辑公告', view: '公告', fieldTitle: '标题', body: '内容（HTML）', bodyHint: '保存时将移除脚本和事件处理程序。',
    files: '附件', removeFile: '移除 {{name}}', audience: '接收人', toAll: '所有人', toChosen: '指定用户', users: '用户',
    status: { draft: '草稿', released: '已发布' }, release: '发布', confirmRelease: '向接收人发布“{{title}}”？发布后不能再编辑。',
    released: '已发布给 {{count}} 位用户', saved: '已保存', delete: '删除', confirmDelete: '删除公告“{{title}}”？接收人也将看不到它。',
    deleted: '已删除', recipients: '接收人数', releaseTime: '发布时间', lastModified: '最后修改', preview: '预览', search: '按标题搜索',
    titleRequired: '标题为必填项', usersRequired: '请至少选择一位用户，或发送给所有人',
  },
};
