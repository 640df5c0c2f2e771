/**
 * Demo organisation, people and dictionaries (menus: demo-menus.ts). Codes are natural keys so the seed
 * can rerun. Names are entered in English and given in Chinese per language; English is left empty, so
 * a later rename of the name reads in English too.
 */

export const seedOrganizations = [
  {
    enCode: 'SL',
    fullName: 'Supplyline Group',
    fullNameI18n: { 'zh-CN': '供应链集团', 'zh-TW': '供應鏈集團' },
    parent: null,
    sortCode: 0,
  },
  {
    enCode: 'SL-MFG',
    fullName: 'Supplyline Manufacturing',
    fullNameI18n: { 'zh-CN': '供应链制造', 'zh-TW': '供應鏈製造' },
    parent: 'SL',
    sortCode: 1,
  },
  {
    enCode: 'SL-SUP',
    fullName: 'Supplier Network',
    fullNameI18n: { 'zh-CN': '供应商网络', 'zh-TW': '供應商網絡' },
    parent: 'SL',
    sortCode: 2,
  },
] as const;

export const seedDepartments = [
  {
    enCode: 'IT',
    fullName: 'Information Technology',
    fullNameI18n: { 'zh-CN': '信息技术部', 'zh-TW': '資訊科技部' },
    organization: 'SL',
  },
  { enCode: 'PUR', fullName: 'Purchasing', fullNameI18n: { 'zh-CN': '采购部', 'zh-TW': '採購部' }, organization: 'SL-MFG' },
  {
    enCode: 'VR',
    fullName: 'Vendor Relations',
    fullNameI18n: { 'zh-CN': '供应商关系部', 'zh-TW': '供應商關係部' },
    organization: 'SL-SUP',
  },
] as const;

export const seedPositions = [
  {
    enCode: 'SYSADMIN',
    fullName: 'System Administrator',
    fullNameI18n: { 'zh-CN': '系统管理员', 'zh-TW': '系統管理員' },
    organization: 'SL',
    department: 'IT',
  },
  { enCode: 'BUYER', fullName: 'Buyer', fullNameI18n: { 'zh-CN': '采购员', 'zh-TW': '採購員' }, organization: 'SL-MFG', department: 'PUR' },
  {
    enCode: 'PLANNER',
    fullName: 'Material Planner',
    fullNameI18n: { 'zh-CN': '物料计划员', 'zh-TW': '物料計劃員' },
    organization: 'SL-MFG',
    department: 'PUR',
  },
  {
    enCode: 'SUPPLIER-CONTACT',
    fullName: 'Supplier Contact',
    fullNameI18n: { 'zh-CN': '供应商联系人', 'zh-TW': '供應商聯絡人' },
    organization: 'SL-SUP',
    department: 'VR',
  },
] as const;

export const seedRoles = [
  {
    enCode: 'admin',
    fullName: 'Administrator',
    fullNameI18n: { 'zh-CN': '管理员', 'zh-TW': '管理員' },
    description: 'Administers the platform',
    kind: 'none',
  },
  {
    enCode: 'buyer',
    fullName: 'Buyer',
    fullNameI18n: { 'zh-CN': '采购员', 'zh-TW': '採購員' },
    description: 'Approves or rejects change requests',
    kind: 'buyer',
  },
  {
    enCode: 'uploader',
    fullName: 'Uploader',
    fullNameI18n: { 'zh-CN': '上传员', 'zh-TW': '上傳員' },
    description: 'Uploads PO batches; treated as a buyer',
    kind: 'uploader',
  },
  {
    enCode: 'vendor',
    fullName: 'Vendor',
    fullNameI18n: { 'zh-CN': '供应商', 'zh-TW': '供應商' },
    description: 'Receives and confirms POs',
    kind: 'vendor',
  },
] as const;
export type SeedRoleCode = (typeof seedRoles)[number]['enCode'];

export const seedUsers = [
  {
    account: 'admin',
    realName: 'Administrator',
    email: 'admin@supplyline.local',
    roles: ['admin'],
    organization: 'SL',
    department: 'IT',
    position: 'SYSADMIN',
    manager: null,
    isAdministrator: true,
    supplierCodes: [],
    plants: [],
    purchasingGroups: [],
  },
  {
    account: 'buyer1',
    realName: 'Bella Buyer',
    email: 'buyer1@supplyline.local',
    roles: ['buyer'],
    organization: 'SL-MFG',
    department: 'PUR',
    position: 'BUYER',
    manager: 'admin',
    isAdministrator: false,
    supplierCodes: [],
    plants: ['1000', '2000'],
    purchasingGroups: ['P01', 'P02'],
  },
  {
    account: 'uploader1',
    realName: 'Uma Uploader',
    email: 'uploader1@supplyline.local',
    roles: ['uploader'],
    organization: 'SL-MFG',
    department: 'PUR',
    position: 'PLANNER',
    manager: 'buyer1',
    isAdministrator: false,
    supplierCodes: [],
    plants: ['1000'],
    purchasingGroups: ['P01'],
  },
  {
    account: 'vendor1',
    realName: 'Victor Vendor',
    email: 'vendor1@supplyline.local',
    roles: ['vendor'],
    organization: 'SL-SUP',
    department: 'VR',
    position: 'SUPPLIER-CONTACT',
    manager: null,
    isAdministrator: false,
    supplierCodes: ['V1001'],
    plants: [],
    purchasingGroups: [],
  },
  {
    account: 'vendor2',
    realName: 'Vera Vendor',
    email: 'vendor2@supplyline.local',
    roles: ['vendor'],
    organization: 'SL-SUP',
    department: 'VR',
    position: 'SUPPLIER-CONTACT',
    manager: null,
    isAdministrator: false,
    supplierCodes: ['V1002'],
    plants: [],
    purchasingGroups: [],
  },
] as const;

export const seedSystemConfig = [
  { key: 'sysName', value: 'Supplyline', isPublic: true },
  { key: 'sysVersion', value: 'V3.3', isPublic: true },
  { key: 'logoIcon', value: '/icons/logo.svg', isPublic: true },
  { key: 'navigationIcon', value: '/icons/logo.svg', isPublic: true },
  { key: 'copyright', value: '© 2026 Supplyline', isPublic: true },
] as const;

/** A bill rule to draw document numbers from (PR202611260001, restarting each day). */
export const seedBillRules = [
  { enCode: 'PurchaseRequest', fullName: 'Purchase request', prefix: 'PR', dateFormat: 'YYYYMMDD', digit: 4, startNumber: 1, resetCycle: 'day' },
] as const;

/** Data interfaces to start from: the record picker on Widget Preview reads the first. */
export const seedDataInterfaces = [
  {
    enCode: 'ActiveUsers',
    fullName: 'Active users',
    dataType: 1,
    query:
      "select id, account, real_name as name, email from users where enabled and deleted_at is null and (account ilike '%' || {keyword_hint} || '%' or {keyword_hint} is null) order by account",
    requestParameters: [{ field: 'keyword_hint', fieldName: 'Account contains', dataType: 'varchar', defaultValue: '', required: false }],
    description: 'Enabled users; optionally those whose account contains a text.',
  },
  {
    enCode: 'CitiesOfProvince',
    fullName: 'Cities of a province',
    dataType: 1,
    query: 'select id, en_code as code, full_name as name from areas where parent_id = {province} and enabled order by sort_code, en_code',
    requestParameters: [{ field: 'province', fieldName: 'Province code', dataType: 'varchar', defaultValue: '320000', required: true }],
    description: 'The cities (or a municipality’s districts) under a province.',
  },
  {
    enCode: 'Priorities',
    fullName: 'Priorities',
    dataType: 2,
    query: JSON.stringify([
      { id: 'L', name: 'Low' },
      { id: 'N', name: 'Normal' },
      { id: 'H', name: 'High' },
    ]),
    requestParameters: [],
    description: 'A static list.',
  },
] as const;

/** A print template to start from, on the cities interface: a heading, then a table row per city. */
export const seedPrintTemplates = [
  {
    enCode: 'CityList',
    fullName: '城市清单',
    category: 'report',
    interfaceCode: 'CitiesOfProvince',
    printTemplate:
      '<h1>城市清单 City list</h1><p>行政区划代码 GB/T 2260</p><table><thead><tr><th>编码 Code</th><th>名称 Name</th></tr></thead><tbody><tr data-repeat><td>{{code}}</td><td>{{name}}</td></tr></tbody></table>',
    pageParam: { size: 'A4', orientation: 'portrait', margin: 15 },
    description: 'The cities of a province, one table row each.',
  },
] as const;
