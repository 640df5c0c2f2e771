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

export const adminZhCN = {
  created: '新建成功',
  updated: '保存成功',
  deleted: '删除成功',
  saved: '保存成功',
  passwordReset: '密码已重置：用户下次登录时须设置自己的密码',
  unlocked: '解锁成功',
  forcedOffline: '该用户已在所有设备上被强制下线',
  refusal: {
    notFound: '该{{what}}已不存在，请刷新列表。',
    hasChildren: '该{{what}}下仍有 {{count}} 个{{children}}，请先移走或删除。',
    ownParent: '{{what}}不能放在自身或其下级之下。',
    parentElsewhere: '上级部门属于另一个组织。',
    departmentElsewhere: '该部门属于另一个组织。',
    codeTaken: '编码 {{code}} 已被另一个{{what}}使用。',
    accountTaken: '账户 {{account}} 已被占用。',
    self: '不能对自己的账户执行此操作。',
    administrator: '管理员账户不能在此删除或禁用。',
    adminOnly: '只有管理员可以修改管理员账户。',
    manages: '该用户是 {{count}} 个用户的主管，请先为他们指定其他主管。',
    unknownIds: '{{field}}：{{what}}不存在（{{ids}}）',
    moduleMissing: '{{field}}：其所属菜单未授权',
    notHeld: '只能授予您自己拥有的权限',
    parentNotDirectory: '菜单只能放在目录下。',
    systemMenu: '这是平台自身的页面（或包含此类页面的目录）：编码不可修改，且须保持启用和显示。如需限制访问，请撤销授权。',
    directoryHolds: '此菜单下还有菜单，必须保持为目录。请先移走它们。',
    itemStays: '权限项属于其菜单，不能移到其他菜单。请在目标菜单中新增。',
    unknownRuleField: '此菜单的规则不能使用字段 {{field}}，可用字段：{{fields}}',
    unknownVariable: '不存在变量 {{value}}，请从列出的变量中选择。',
    notCheckable: '此菜单的记录无法在此检查：只能检查平台自身保存数据的菜单。',
  },
  common: adminCommon['zh-CN'],
  items: adminItems['zh-CN'],
  organize: adminOrganize['zh-CN'],
  position: adminPosition['zh-CN'],
  role: adminRole['zh-CN'],
  user: adminUser['zh-CN'],
  authorize: adminAuthorize['zh-CN'],
  menu: adminMenu['zh-CN'],
  group: adminGroup['zh-CN'],
  online: adminOnline['zh-CN'],
  noun: {
    organization: '组织',
    organizations: '下级组织',
    department: '部门',
    departments: '部门',
    position: '岗位',
    positions: '岗位',
    user: '用户',
    users: '用户',
    role: '角色',
    group: '分组',
    manager: '主管',
    menus: '菜单',
    menu: '菜单',
    item: '权限项',
  },
} as const satisfies AdminCatalogue;
