import { adminAuthorize } from './pages/authorize.ts';
import { adminArea } from './pages/area.ts';
import { adminDataInterface } from './pages/data-interface.ts';
import { adminPrintTemplate } from './pages/print-template.ts';
import { adminWidgets } from './pages/widgets.ts';
import { adminBillRule } from './pages/bill-rule.ts';
import { adminDictionary } from './pages/dictionary.ts';
import { adminGroup } from './pages/group.ts';
import { adminMenu } from './pages/menu.ts';
import { adminLog } from './pages/log.ts';
import { adminOnline } from './pages/online.ts';
import { adminPicker } from './pages/picker.ts';
import { adminCommon, adminItems } from './pages/common.ts';
import { adminOrganize, adminOrganizeAdmin } from './pages/organize.ts';
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
    fencedAdministrator: 'Vendors and buyers cannot administer organisations: {{accounts}}.',
    otherOrganization: 'The organisation in the form is not the one being changed. Reload the page.',
    outsideReach: 'This record belongs to an organisation you do not administer for this action.',
    holdsMore: 'This account holds rights you do not hold. Only someone holding them, or an administrator, may change its password or details.',
    notHeld: 'You can only grant what you hold yourself',
    parentNotDirectory: 'A menu can only be placed under a directory.',
    systemMenu:
      'This is one of the platform’s own pages (or the directory holding one): its code stays, and it stays enabled and shown. Withdraw the grant instead to keep users away from it.',
    directoryHolds: 'This menu still has menus under it, so it must stay a directory. Move them first.',
    itemStays: 'A permission item stays with its menu. Add it to the other menu instead.',
    unknownRuleField: 'The field {{field}} cannot be used in a rule of this menu. Use one of: {{fields}}',
    unknownVariable: 'There is no variable {{value}}. Pick one of the listed variables.',
    notCheckable: 'Records of this menu cannot be checked here: only menus whose rows the platform keeps can be.',
    userImport: {
      notFound: 'That import no longer exists. Upload the workbook again.',
      applied: 'This import has already been applied.',
      expired: 'This preview is older than {{hours}} hours. Upload the workbook again.',
      changed:
        'Users or codes changed since the preview, so it was checked again (to import: {{valid}}, with problems: {{bad}}). Look at it again before importing.',
      nothingValid: 'No row of this import can be created. Correct the rows in the exception workbook and upload it again.',
      noBadRows: 'This import has no rows with problems.',
      notXlsx: 'Choose an Excel workbook (.xlsx).',
      tooLarge: 'The workbook is larger than {{max}} MB.',
      unreadable: 'The workbook cannot be read. Save it as an Excel workbook (.xlsx) and try again.',
      empty: 'The workbook has no rows to import.',
      columns: 'The workbook lacks the columns {{columns}}. Start from the template.',
      tooMany: 'The workbook holds {{rows}} rows; one import takes at most {{max}}.',
      passwordMissing_one: 'Enter the first password of {{count}} new user.',
      passwordMissing_other: 'Enter the first password of the {{count}} new users.',
      exportTooMany: 'The export would hold {{rows}} users, more than {{max}}. Narrow the list first.',
      problemLine: '{{column}}: {{problem}}',
      problem: {
        required: 'missing',
        account: 'use 2 to 50 letters, digits, _ . or -',
        accountTaken: 'the account {{value}} is already taken',
        duplicate: '{{value}} is also in row {{other}}',
        tooLong: 'longer than {{max}} characters',
        gender: '{{value}} is not a gender: use Male, Female or Not given',
        mobile: '{{value}} is not a mobile number',
        email: '{{value}} is not an e-mail address',
        emailTaken: 'the e-mail {{value}} is already used by another account',
        unknownOrganization: 'no organisation has the code {{value}}',
        unknownDepartment: 'no department has the code {{value}}',
        departmentElsewhere: 'the department {{value}} belongs to another organisation',
        unknownPosition: 'no position has the code {{value}}',
        unknownRole: 'no role has the code {{value}}',
        notHeld: 'you can only give what you hold yourself ({{value}})',
        managerUnknown: 'no user has the account {{value}}',
        managerSelf: 'a user cannot be their own manager',
        managerRowBad: 'the manager {{value}} (row {{other}}) is not imported: that row has problems',
      },
    },
  },
  common: adminCommon['en'],
  items: adminItems['en'],
  organize: adminOrganize['en'],
  organizeAdmin: adminOrganizeAdmin['en'],
  position: adminPosition['en'],
  role: adminRole['en'],
  user: adminUser['en'],
  authorize: adminAuthorize['en'],
  menu: adminMenu['en'],
  group: adminGroup['en'],
  dictionary: adminDictionary['en'],
  billRule: adminBillRule['en'],
  area: adminArea['en'],
  dataInterface: adminDataInterface['en'],
  printTemplate: adminPrintTemplate['en'],
  widgets: adminWidgets['en'],
  online: adminOnline['en'],
  picker: adminPicker['en'],
  log: adminLog['en'],
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
    dictionaryType: 'dictionary type',
    dictionaryTypes: 'sub-types',
    dictionaryItem: 'dictionary item',
    dictionaryItems: 'items',
    billRule: 'bill rule',
    area: 'area',
    areas: 'sub-areas',
    dataInterface: 'data interface',
    printTemplate: 'print template',
  },
} as const;
