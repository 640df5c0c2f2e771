/** The User Groups page, in the three languages. */
export const adminGroup = {
  en: { title: 'User Groups', noun: 'user group' },
  'zh-CN': { title: '分组管理', noun: '用户分组' },
  'zh-TW': { title: '分組管理', noun: '使用者分組' },
} as const;
