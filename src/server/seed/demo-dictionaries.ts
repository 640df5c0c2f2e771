/**
 * Demo dictionaries: the PO side's plants' lead times, change reasons, TBD statuses and the reasons each
 * plant allows. Named in English, their Chinese names given per language (demo-data.ts says why).
 */
export const seedDictionaries = [
  {
    enCode: 'PlantLA',
    fullName: 'Plant LA (lead time in days)',
    fullNameI18n: { 'zh-CN': '工厂 LA（提前期天数）', 'zh-TW': '工廠 LA（前置天數）' },
    items: [
      {
        enCode: '1000',
        fullName: 'Plant 1000 Shanghai',
        fullNameI18n: { 'zh-CN': '1000 工厂 上海', 'zh-TW': '1000 工廠 上海' },
        description: '3',
      },
      {
        enCode: '2000',
        fullName: 'Plant 2000 Suzhou',
        fullNameI18n: { 'zh-CN': '2000 工厂 苏州', 'zh-TW': '2000 工廠 蘇州' },
        description: '5',
      },
    ],
  },
  {
    enCode: 'ReasonCode',
    fullName: 'Change reason code',
    fullNameI18n: { 'zh-CN': '变更原因代码', 'zh-TW': '變更原因代碼' },
    items: [
      { enCode: 'R01', fullName: 'Capacity shortage', fullNameI18n: { 'zh-CN': '产能不足', 'zh-TW': '產能不足' }, description: '' },
      {
        enCode: 'R02',
        fullName: 'Raw material shortage',
        fullNameI18n: { 'zh-CN': '原材料短缺', 'zh-TW': '原物料短缺' },
        description: '',
      },
      { enCode: 'R03', fullName: 'Quality issue', fullNameI18n: { 'zh-CN': '质量问题', 'zh-TW': '品質問題' }, description: '' },
      { enCode: 'R04', fullName: 'Transport delay', fullNameI18n: { 'zh-CN': '运输延误', 'zh-TW': '運輸延誤' }, description: '' },
      {
        enCode: 'R05',
        fullName: 'Buyer requested change',
        fullNameI18n: { 'zh-CN': '采购方要求变更', 'zh-TW': '採購方要求變更' },
        description: '',
      },
    ],
  },
  {
    // Why the vendor cannot commit yet (TBD) or rejects; also what a buyer picks when rejecting a change.
    enCode: 'TBDStatus',
    fullName: 'TBD status',
    fullNameI18n: { 'zh-CN': 'TBD 状态', 'zh-TW': 'TBD 狀態' },
    items: [
      {
        enCode: 'TBD01',
        fullName: 'Awaiting raw material',
        fullNameI18n: { 'zh-CN': '等待原材料', 'zh-TW': '等待原物料' },
        description: '',
      },
      {
        enCode: 'TBD02',
        fullName: 'Capacity under review',
        fullNameI18n: { 'zh-CN': '产能评估中', 'zh-TW': '產能評估中' },
        description: '',
      },
      {
        enCode: 'TBD03',
        fullName: 'Awaiting engineering change',
        fullNameI18n: { 'zh-CN': '等待工程变更', 'zh-TW': '等待工程變更' },
        description: '',
      },
      {
        enCode: 'TBD04',
        fullName: 'Awaiting customer confirmation',
        fullNameI18n: { 'zh-CN': '等待客户确认', 'zh-TW': '等待客戶確認' },
        description: '',
      },
    ],
  },
  {
    enCode: 'PlantReasonCode',
    fullName: 'Reason codes allowed per plant',
    fullNameI18n: { 'zh-CN': '各工厂允许的原因代码', 'zh-TW': '各工廠允許的原因代碼' },
    items: [
      { enCode: '1000-R01', fullName: 'R01', description: '1000' },
      { enCode: '1000-R02', fullName: 'R02', description: '1000' },
      { enCode: '1000-R04', fullName: 'R04', description: '1000' },
      { enCode: '2000-R01', fullName: 'R01', description: '2000' },
      { enCode: '2000-R03', fullName: 'R03', description: '2000' },
      { enCode: '2000-R05', fullName: 'R05', description: '2000' },
    ],
  },
] as const;
