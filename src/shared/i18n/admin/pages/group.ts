/** The User Groups page, in the three languages. */
export const adminGroup = {
  en: { title: 'User Groups', noun: 'user group', members: 'Members', membersOf: 'Members of {{name}}' },
  'zh-CN': { title: '分组管理', noun: '用户分组', members: '成员', membersOf: '{{name}} 的成员' },
  'zh-TW': { title: '分組管理', noun: '使用者分組', members: '成員', membersOf: '{{name}} 的成員' },
} as const;
