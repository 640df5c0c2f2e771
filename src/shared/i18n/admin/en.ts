import { adminAuthorize } from './pages/authorize.ts';
import { adminGroup } from './pages/group.ts';
import { adminMenu } from './pages/menu.ts';
import { adminOnline } from './pages/online.ts';
import { adminCommon, adminItems } from './pages/common.ts';
import { adminOrganize } from './pages/organize.ts';
import { adminPosition } from './pages/position.ts';
import { adminRole } from './pages/role.ts';
import { adminUser } from './pages/user.ts';

/** The administration pages (organisation, users, roles, permissions): loaded with those pages only. */
export const adminEn = {
  created: 'Created',
  updated: 'Saved',
  deleted: 'Deleted',
  saved: 'Saved',
  passwordReset: 'Password reset: the user sets their own at the next sign-in',
  unlocked: 'Unlocked',
  forcedOffline: 'The user was signed out on every device',
  refusal: {
    notFound: 'That {{what}} no longer exists. Reload the list.',
    hasChildren: 'This {{what}} still has {{count}} {{children}} under it. Move or delete them first.',
    ownParent: 'This {{what}} cannot be placed under itself or one of its own sub-items.',
    parentElsewhere: 'The parent department belongs to another organisation.',
    departmentElsewhere: 'The department belongs to another organisation.',
    codeTaken: 'The code {{code}} is already used by another {{what}}.',
    accountTaken: 'The account {{account}} is already taken.',
    self: 'You cannot do this to your own account.',
    administrator: 'An administrator account cannot be deleted or disabled here.',
    adminOnly: 'Only an administrator can change an administrator’s account.',
    manages: 'This user manages {{count}} other users. Give them another manager first.',
    unknownIds: '{{field}}: no such {{what}} ({{ids}})',
    moduleMissing: '{{field}}: its menu is not in the granted menus',
    notHeld: 'You can only grant what you hold yourself',
    parentNotDirectory: 'A menu can only be placed under a directory.',
    systemMenu:
      'This is one of the platform’s own pages (or the directory holding one): its code stays, and it stays enabled and shown. Withdraw the grant instead to keep users away from it.',
    directoryHolds: 'This menu still has menus under it, so it must stay a directory. Move them first.',
    itemStays: 'A permission item stays with its menu. Add it to the other menu instead.',
    unknownRuleField: 'The field {{field}} cannot be used in a rule of this menu. Use one of: {{fields}}',
    unknownVariable: 'There is no variable {{value}}. Pick one of the listed variables.',
    notCheckable: 'Records of this menu cannot be checked here: only menus whose rows the platform keeps can be.',
  },
  common: adminCommon['en'],
  items: adminItems['en'],
  organize: adminOrganize['en'],
  position: adminPosition['en'],
  role: adminRole['en'],
  user: adminUser['en'],
  authorize: adminAuthorize['en'],
  menu: adminMenu['en'],
  group: adminGroup['en'],
  online: adminOnline['en'],
  noun: {
    organization: 'organisation',
    organizations: 'sub-organisations',
    department: 'department',
    departments: 'departments',
    position: 'position',
    positions: 'positions',
    user: 'user',
    users: 'users',
    role: 'role',
    group: 'group',
    manager: 'manager',
    menus: 'menus',
    menu: 'menu',
    item: 'permission item',
  },
} as const;
