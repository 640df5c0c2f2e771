/** The Positions page, in the three languages. */
export const adminPosition = {
  en: { title: 'Positions', noun: 'position', type: 'Type', holders: 'Holders' },
  'zh-CN': { title: '岗位管理', noun: '岗位', type: '岗位类型', holders: '在岗人数' },
  'zh-TW': { title: '崗位管理', noun: '崗位', type: '崗位類型', holders: '在崗人數' },
} as const;
