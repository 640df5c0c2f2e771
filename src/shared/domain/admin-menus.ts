/** The menu codes of the administration pages and the button codes (they live with the pages' descriptions). */
import { ADMIN_MENU, BUTTON } from './admin-pages.ts';

export { ADMIN_MENU, BUTTON };

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
