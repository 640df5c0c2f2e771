/**
 * The menus of the administration pages and the button codes their endpoints are gated by
 * (contracts: `permission: menuGate(ADMIN_MENU.user, BUTTON.add)`). The seed creates these menus with
 * their buttons; an administrator grants them to roles, positions, users and groups.
 */
export const ADMIN_MENU = {
  organize: 'organize',
  department: 'department',
  position: 'position',
  role: 'role',
  user: 'user',
  userGroup: 'userGroup',
  authorize: 'authorize',
  menu: 'menu',
  onlineUser: 'onlineUser',
  systemLog: 'systemLog',
  dictionary: 'dictionary',
  billRule: 'billRule',
  area: 'area',
  dataInterface: 'dataInterface',
  printDev: 'printDev',
  widgetPreview: 'widgetPreview',
} as const;

/** Button codes: the three the spec names (spec 001 §5) and the pages' own. */
export const BUTTON = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  resetPassword: 'btn_resetPassword',
  unlock: 'btn_unlock',
  forceOffline: 'btn_forceOffline',
  export: 'btn_export',
  import: 'btn_import',
} as const;

/**
 * The pages a tiered organisation administrator reaches without a role granting them (their records
 * limited to the organisations they administer), and the buttons each right brings on them.
 */
export const ORG_TREE_MENUS = [ADMIN_MENU.organize, ADMIN_MENU.department, ADMIN_MENU.position, ADMIN_MENU.user] as const;
export const DELEGATED_BUTTONS = {
  add: [BUTTON.add],
  edit: [BUTTON.edit, BUTTON.resetPassword, BUTTON.unlock],
  delete: [BUTTON.remove],
} as const;
