/** Demo organisation, people, menus and dictionaries. Codes are natural keys so the seed can rerun. */
import type { MenuTitles } from '../../shared/contracts/current-user.ts';

export const seedOrganizations = [
  { enCode: 'SL', fullName: 'Supplyline Group', parent: null, sortCode: 0 },
  { enCode: 'SL-MFG', fullName: 'Supplyline Manufacturing', parent: 'SL', sortCode: 1 },
  { enCode: 'SL-SUP', fullName: 'Supplier Network', parent: 'SL', sortCode: 2 },
] as const;

export const seedDepartments = [
  { enCode: 'IT', fullName: 'Information Technology', organization: 'SL' },
  { enCode: 'PUR', fullName: 'Purchasing', organization: 'SL-MFG' },
  { enCode: 'VR', fullName: 'Vendor Relations', organization: 'SL-SUP' },
] as const;

export const seedPositions = [
  { enCode: 'SYSADMIN', fullName: 'System Administrator', organization: 'SL', department: 'IT' },
  { enCode: 'BUYER', fullName: 'Buyer', organization: 'SL-MFG', department: 'PUR' },
  { enCode: 'PLANNER', fullName: 'Material Planner', organization: 'SL-MFG', department: 'PUR' },
  { enCode: 'SUPPLIER-CONTACT', fullName: 'Supplier Contact', organization: 'SL-SUP', department: 'VR' },
] as const;

export const seedRoles = [
  { enCode: 'admin', fullName: 'Administrator', description: 'Administers the platform' },
  { enCode: 'buyer', fullName: 'Buyer', description: 'Approves or rejects change requests' },
  { enCode: 'uploader', fullName: 'Uploader', description: 'Uploads PO batches; treated as a buyer' },
  { enCode: 'vendor', fullName: 'Vendor', description: 'Receives and confirms POs' },
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

/** Menus exist only for screens that exist; each capability adds its own entries here. */
export const seedModules: ReadonlyArray<{
  enCode: string;
  fullName: string;
  /** The title in each language (menus and tabs show the user's); both sides' pages say which side they are. */
  titles: MenuTitles;
  type: number;
  urlAddress: string;
  icon: string;
  parent: string | null;
  sortCode: number;
  roles: readonly SeedRoleCode[];
}> = [
  {
    enCode: 'account',
    fullName: 'Account',
    titles: { 'zh-CN': '账户', 'zh-TW': '帳戶', en: 'Account' },
    type: 1,
    urlAddress: '',
    icon: 'user',
    parent: null,
    sortCode: 90,
    roles: ['admin', 'buyer', 'uploader', 'vendor'],
  },
  {
    enCode: 'profile',
    fullName: 'Account Information',
    titles: { 'zh-CN': '账户信息', 'zh-TW': '帳戶資訊', en: 'Account Information' },
    type: 2,
    urlAddress: 'profile',
    icon: 'id',
    parent: 'account',
    sortCode: 1,
    roles: ['admin', 'buyer', 'uploader', 'vendor'],
  },
  {
    enCode: 'poVendor',
    fullName: 'PO List(Vendor)',
    titles: { 'zh-CN': 'PO 列表（供应商）', 'zh-TW': 'PO 列表（供應商）', en: 'PO List(Vendor)' },
    type: 2,
    urlAddress: 'materialTracking/vendor/index',
    icon: 'list',
    parent: null,
    sortCode: 10,
    roles: ['admin', 'vendor'],
  },
  {
    enCode: 'poBuyer',
    fullName: 'PO List(Buyer)',
    titles: { 'zh-CN': 'PO 列表（采购员）', 'zh-TW': 'PO 列表（採購員）', en: 'PO List(Buyer)' },
    type: 2,
    urlAddress: 'materialTracking/buyer/index',
    icon: 'list',
    parent: null,
    sortCode: 11,
    roles: ['admin', 'buyer', 'uploader'],
  },
  {
    enCode: 'vendorMaster',
    fullName: 'Vendor Master Data',
    titles: { 'zh-CN': '供应商主数据', 'zh-TW': '供應商主資料', en: 'Vendor Master Data' },
    type: 2,
    urlAddress: 'materialTracking/buyer/masterData',
    icon: 'users',
    parent: null,
    sortCode: 12,
    roles: ['admin', 'buyer', 'uploader'],
  },
  {
    enCode: 'poBatch',
    fullName: 'Batch Change Record',
    titles: { 'zh-CN': '批量变更记录', 'zh-TW': '批次變更記錄', en: 'Batch Change Record' },
    type: 2,
    urlAddress: 'materialTracking/buyer/batchRecord',
    icon: 'list',
    parent: null,
    sortCode: 13,
    roles: ['admin', 'buyer', 'uploader'],
  },
  {
    enCode: 'filesVendor',
    fullName: 'File Manager(Vendor)',
    titles: { 'zh-CN': '文件管理（供应商）', 'zh-TW': '檔案管理（供應商）', en: 'File Manager(Vendor)' },
    type: 2,
    urlAddress: 'materialTracking/vendor/files',
    icon: 'folder',
    parent: null,
    sortCode: 14,
    roles: ['vendor'],
  },
  {
    enCode: 'filesBuyer',
    fullName: 'File Manager(Buyer)',
    titles: { 'zh-CN': '文件管理（采购员）', 'zh-TW': '檔案管理（採購員）', en: 'File Manager(Buyer)' },
    type: 2,
    urlAddress: 'materialTracking/buyer/files',
    icon: 'folder',
    parent: null,
    sortCode: 15,
    roles: ['admin', 'buyer', 'uploader'],
  },
  {
    enCode: 'dangerousGoods',
    fullName: 'Dangerous Goods Material',
    titles: { 'zh-CN': '危险品物料', 'zh-TW': '危險品物料', en: 'Dangerous Goods Material' },
    type: 2,
    urlAddress: 'materialTracking/buyer/dangerousGoods',
    icon: 'list',
    parent: null,
    sortCode: 16,
    roles: ['admin', 'buyer', 'uploader'],
  },
  // The PO area's account settings, one per side so each path holds its side's word (spec 000 §5 fence).
  {
    enCode: 'accountVendor',
    fullName: 'Account Settings(Vendor)',
    titles: { 'zh-CN': '账户设置（供应商）', 'zh-TW': '帳戶設定（供應商）', en: 'Account Settings(Vendor)' },
    type: 2,
    urlAddress: 'materialTracking/vendor/account',
    icon: 'settings',
    parent: 'account',
    sortCode: 2,
    roles: ['vendor'],
  },
  {
    enCode: 'accountBuyer',
    fullName: 'Account Settings(Buyer)',
    titles: { 'zh-CN': '账户设置（采购员）', 'zh-TW': '帳戶設定（採購員）', en: 'Account Settings(Buyer)' },
    type: 2,
    urlAddress: 'materialTracking/buyer/account',
    icon: 'settings',
    parent: 'account',
    sortCode: 3,
    roles: ['buyer', 'uploader'],
  },
  {
    enCode: 'system',
    fullName: 'System',
    titles: { 'zh-CN': '系统', 'zh-TW': '系統', en: 'System' },
    type: 1,
    urlAddress: '',
    icon: 'settings',
    parent: null,
    sortCode: 99,
    roles: ['admin'],
  },
  {
    enCode: 'mailOutbox',
    fullName: 'Mail Outbox',
    titles: { 'zh-CN': '邮件发件箱', 'zh-TW': '郵件寄件匣', en: 'Mail Outbox' },
    type: 2,
    urlAddress: 'system/mailOutbox',
    icon: 'mail',
    parent: 'system',
    sortCode: 1,
    roles: ['admin'],
  },
  {
    enCode: 'notices',
    fullName: 'Notices',
    titles: { 'zh-CN': '公告', 'zh-TW': '公告', en: 'Notices' },
    type: 2,
    urlAddress: 'system/notices',
    icon: 'bell',
    parent: 'system',
    sortCode: 2,
    roles: ['admin'],
  },
];

export const seedDictionaries = [
  {
    enCode: 'PlantLA',
    fullName: 'Plant LA (lead time in days)',
    items: [
      { enCode: '1000', fullName: 'Plant 1000 Shanghai', description: '3' },
      { enCode: '2000', fullName: 'Plant 2000 Suzhou', description: '5' },
    ],
  },
  {
    enCode: 'ReasonCode',
    fullName: 'Change reason code',
    items: [
      { enCode: 'R01', fullName: 'Capacity shortage', description: '' },
      { enCode: 'R02', fullName: 'Raw material shortage', description: '' },
      { enCode: 'R03', fullName: 'Quality issue', description: '' },
      { enCode: 'R04', fullName: 'Transport delay', description: '' },
      { enCode: 'R05', fullName: 'Buyer requested change', description: '' },
    ],
  },
  {
    // Why the vendor cannot commit yet (TBD) or rejects; also what a buyer picks when rejecting a change.
    enCode: 'TBDStatus',
    fullName: 'TBD status',
    items: [
      { enCode: 'TBD01', fullName: 'Awaiting raw material', description: '' },
      { enCode: 'TBD02', fullName: 'Capacity under review', description: '' },
      { enCode: 'TBD03', fullName: 'Awaiting engineering change', description: '' },
      { enCode: 'TBD04', fullName: 'Awaiting customer confirmation', description: '' },
    ],
  },
  {
    enCode: 'PlantReasonCode',
    fullName: 'Reason codes allowed per plant',
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

export const seedSystemConfig = [
  { key: 'sysName', value: 'Supplyline', isPublic: true },
  { key: 'sysVersion', value: 'V3.3', isPublic: true },
  { key: 'logoIcon', value: '/icons/logo.svg', isPublic: true },
  { key: 'navigationIcon', value: '/icons/logo.svg', isPublic: true },
  { key: 'copyright', value: '© 2026 Supplyline', isPublic: true },
] as const;
