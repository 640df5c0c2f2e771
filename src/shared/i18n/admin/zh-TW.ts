import { adminAuthorize } from './pages/authorize.ts';
import { adminGroup } from './pages/group.ts';
import { adminMenu } from './pages/menu.ts';
import { adminOnline } from './pages/online.ts';
import { adminCommon, adminItems } from './pages/common.ts';
import { adminOrganize } from './pages/organize.ts';
import { adminPosition } from './pages/position.ts';
import { adminRole } from './pages/role.ts';
import { adminUser } from './pages/user.ts';
import type { AdminCatalogue } from './en-type.ts';

export const adminZhTW = {
  created: '新增成功',
  updated: '儲存成功',
  deleted: '刪除成功',
  saved: '儲存成功',
  passwordReset: '密碼已重設：使用者下次登入時須設定自己的密碼',
  unlocked: '解鎖成功',
  forcedOffline: '該使用者已在所有裝置上被強制登出',
  refusal: {
    notFound: '該{{what}}已不存在，請重新整理列表。',
    hasChildren: '該{{what}}下仍有 {{count}} 個{{children}}，請先移走或刪除。',
    ownParent: '{{what}}不能放在自身或其下級之下。',
    parentElsewhere: '上級部門屬於另一個組織。',
    departmentElsewhere: '該部門屬於另一個組織。',
    codeTaken: '編碼 {{code}} 已被另一個{{what}}使用。',
    accountTaken: '帳戶 {{account}} 已被占用。',
    self: '不能對自己的帳戶執行此操作。',
    administrator: '管理員帳戶不能在此刪除或停用。',
    adminOnly: '只有管理員可以修改管理員帳戶。',
    manages: '該使用者是 {{count}} 個使用者的主管，請先為他們指定其他主管。',
    unknownIds: '{{field}}：{{what}}不存在（{{ids}}）',
    moduleMissing: '{{field}}：其所屬選單未授權',
    notHeld: '只能授予您自己擁有的權限',
    parentNotDirectory: '選單只能放在目錄下。',
    systemMenu: '這是平台自身的頁面（或包含此類頁面的目錄）：編碼不可修改，且須保持啟用和顯示。如需限制存取，請撤銷授權。',
    directoryHolds: '此選單下還有選單，必須保持為目錄。請先移走它們。',
    itemStays: '權限項屬於其選單，不能移到其他選單。請在目標選單中新增。',
    unknownRuleField: '此選單的規則不能使用欄位 {{field}}，可用欄位：{{fields}}',
    unknownVariable: '不存在變數 {{value}}，請從列出的變數中選擇。',
    notCheckable: '此選單的記錄無法在此檢查：只能檢查平台自身保存資料的選單。',
  },
  common: adminCommon['zh-TW'],
  items: adminItems['zh-TW'],
  organize: adminOrganize['zh-TW'],
  position: adminPosition['zh-TW'],
  role: adminRole['zh-TW'],
  user: adminUser['zh-TW'],
  authorize: adminAuthorize['zh-TW'],
  menu: adminMenu['zh-TW'],
  group: adminGroup['zh-TW'],
  online: adminOnline['zh-TW'],
  noun: {
    organization: '組織',
    organizations: '下級組織',
    department: '部門',
    departments: '部門',
    position: '崗位',
    positions: '崗位',
    user: '使用者',
    users: '使用者',
    role: '角色',
    group: '分組',
    manager: '主管',
    menus: '選單',
    menu: '選單',
    item: '權限項',
  },
} as const satisfies AdminCatalogue;
