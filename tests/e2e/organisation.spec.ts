import type { Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { expectSignedOut, passwordInput, signIn } from './support/session.ts';

// Its own server: it adds an organisation, people and grants that other specs must not meet.
const test = testWithOwnServer();

/** Fills and saves the open add / edit dialog's fields, by label. */
async function fillDialog(page: Page, fields: Record<string, string>): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Chooses `option` in the dialog's select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Chooses `name` in the tree of the picker behind the dialog's field `label`, and confirms. */
async function pick(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  const picker = page.getByRole('dialog', { name: /^Choose/ });
  await picker.getByRole('tree').getByText(name, { exact: true }).click();
  await expect(picker.getByRole('list', { name: /^Chosen/ }).getByRole('listitem')).toHaveText([new RegExp(name)]);
  await picker.getByRole('button', { name: 'Confirm' }).click();
  await expect(picker).toBeHidden();
}

async function save(page: Page): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('an administrator builds a team and grants it one page with only Add; the server refuses the rest; forcing the user offline signs them out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();

  // Organisation, department, position.
  await page.goto('/permission/organize');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await fillDialog(page, { Name: 'Harbour Works', Code: 'HW' });
  await save(page);
  await expect(page.getByTestId('org-HW')).toBeVisible();

  // Added from the first organisation's list into another, the department shows where it went.
  await page.goto('/permission/department');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await fillDialog(page, { Name: 'Dock Office', Code: 'HW-DOCK' });
  await choose(page, 'Organisation', 'Harbour Works');
  await save(page);
  await expect(page.getByRole('combobox', { name: 'Organisation', exact: true })).toHaveValue('Harbour Works');
  await expect(page.getByTestId('dept-HW-DOCK')).toBeVisible();

  await page.goto('/permission/position');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await fillDialog(page, { Name: 'Dock Clerk', Code: 'HW-CLERK' });
  await choose(page, 'Organisation', 'Harbour Works');
  await choose(page, 'Department', /Dock Office/);
  await save(page);
  await expect(page.getByTestId('position-HW-CLERK')).toContainText('Dock Office');

  // A role granted the Positions page with its Add button only.
  await page.goto('/permission/role');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await fillDialog(page, { Name: 'Position Clerk', Code: 'positionClerk' });
  await save(page);
  await page.getByTestId('role-positionClerk').getByRole('link', { name: 'Authorise Position Clerk' }).click();
  await expect(page).toHaveURL(/\/permission\/authorize\?/);
  const positions = page.getByRole('group', { name: 'Buttons: Positions' });
  await positions.getByRole('checkbox', { name: /^Add/ }).check();
  await expect(page.getByRole('checkbox', { name: 'Positions', exact: true })).toBeChecked();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A user in the department with that role.
  await page.goto('/permission/user');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await fillDialog(page, { Account: 'dockclerk', Name: 'Dana Dock' });
  await pick(page, 'Organisation', 'Harbour Works');
  await pick(page, 'Department', 'Dock Office');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Department', exact: true })).toHaveText(/Harbour Works\/Dock Office/);
  // Positions open on the chosen department, not on every organisation.
  await page.getByRole('dialog').getByRole('button', { name: 'Positions', exact: true }).click();
  const positionPicker = page.getByRole('dialog', { name: /^Choose/ });
  await expect(positionPicker.getByRole('tree')).toContainText('Dock Clerk');
  await expect(positionPicker.getByRole('tree')).not.toContainText('Supplyline Group');
  await positionPicker.getByRole('button', { name: 'Cancel' }).click();
  await expect(positionPicker).toBeHidden();
  await choose(page, 'Roles', 'Position Clerk');
  await passwordInput(page, 'First password').fill('Given2026');
  await save(page);
  await expect(page.getByTestId('user-dockclerk')).toContainText('Position Clerk');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The user signs in (setting their own password first) and sees one page with one button.
  const context = await browser.newContext({ baseURL, viewport: { width: 1024, height: 768 } });
  const clerk = await context.newPage();
  await clerk.goto('/login');
  await signIn(clerk, 'dockclerk', 'Given2026');
  await expect(clerk).toHaveURL(/\/newUser/);
  await passwordInput(clerk, 'Current password').fill('Given2026');
  await clerk.getByRole('textbox', { name: 'New password', exact: true }).fill('Mine2026');
  await passwordInput(clerk, 'Repeat new password').fill('Mine2026');
  await clerk.getByRole('button', { name: 'Save' }).click();
  await expect(clerk.getByTestId('user-name')).toHaveText('Dana Dock');
  const menu = clerk.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Positions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0);
  // Opened by its address, a page not granted says so and whom to ask, not that loading failed.
  await clerk.goto('/permission/user');
  await expect(clerk.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await expect(clerk.getByText('You may not open Users.')).toBeVisible();
  await clerk.goto('/permission/position');
  await expect(clerk.getByTestId('position-HW-CLERK')).toBeVisible();
  await expect(clerk.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  await expect(clerk.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(clerk.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // A hidden button is not the control: the server refuses the edit itself.
  const refused = await clerk.evaluate(async () => {
    const token = localStorage.getItem('token') ?? '';
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = (await (await fetch('/api/permission/Position?keyword=HW-CLERK', { headers })).json()) as {
      data: { list: { id: string; organizeId: string }[] };
    };
    const row = list.data.list[0]!;
    const res = await fetch(`/api/permission/Position/${row.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ fullName: 'Renamed', enCode: 'HW-CLERK', organizeId: row.organizeId }),
    });
    return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
  });
  expect(refused).toEqual({ status: 403, msg: 'Permission Denied' });

  // The administrator forces the user offline: the user's browser goes to the sign-in page.
  await page.getByRole('button', { name: 'More actions for Dana Dock' }).click();
  await page.getByRole('menuitem', { name: /Force offline/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Force offline' }).click();
  await expectSignedOut(clerk);
  // Why stays on the sign-in page until they sign in again, said once (a refused call does not add "Please sign in first").
  await expect(clerk.getByRole('status').filter({ hasText: 'You were signed out by an administrator' })).toBeVisible();
  await expect(clerk.getByText('Please sign in first.')).toHaveCount(0);
  await context.close();
});
