import { expect, testWithOwnServer } from './support/fixtures.ts';
import { seriousAxeFindings } from './support/axe.ts';
import { apiToken, signIn } from './support/session.ts';

// Its own server: the codes it e-mails start the resend countdown of these addresses.
const test = testWithOwnServer();

test('the administrator sorts the mail outbox by a column header; a second click turns the order; a reload keeps it', async ({ page, baseURL }) => {
  for (const address of ['vendor1@supplyline.local', 'vendor2@supplyline.local']) {
    const sent = await fetch(`${baseURL}/api/App/business/send-email-verification-code/${encodeURIComponent(address)}`, { method: 'POST' });
    expect(sent.status).toBe(200);
  }
  const token = await apiToken(baseURL!, 'admin');
  await expect
    .poll(async () => {
      const res = await fetch(`${baseURL}/api/system/MailOutbox`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { data: { pagination: { total: number } } }).data.pagination.total;
    })
    .toBe(2);

  await page.goto('/login');
  await signIn(page, 'admin');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.goto('/system/mailOutbox');
  const table = page.getByRole('main').getByRole('table');
  const recipients = () => table.getByRole('cell', { name: /@supplyline\.local$/ }).allTextContents();
  // Newest first: the second code's mail leads.
  await expect.poll(recipients).toEqual(['vendor2@supplyline.local', 'vendor1@supplyline.local']);

  // A sortable header is a button (keyboard-reachable) that says how the column is sorted.
  const byRecipient = table.getByRole('button', { name: /^To/ });
  await expect(table.getByRole('button', { name: /^Time/ })).toHaveAccessibleName('Time Sorted descending');
  await byRecipient.click();
  await expect(byRecipient).toHaveAccessibleName('To Sorted ascending');
  await expect.poll(recipients).toEqual(['vendor1@supplyline.local', 'vendor2@supplyline.local']);
  await byRecipient.press('Enter');
  await expect(byRecipient).toHaveAccessibleName('To Sorted descending');
  await expect.poll(recipients).toEqual(['vendor2@supplyline.local', 'vendor1@supplyline.local']);

  // The sort is kept in the address: a reload shows the list sorted the same way.
  await expect(page).toHaveURL(/\/system\/mailOutbox\?sidx=to$/);
  await byRecipient.click();
  await expect(page).toHaveURL(/\/system\/mailOutbox\?sidx=to&sort=asc$/);
  await page.reload();
  await expect(byRecipient).toHaveAccessibleName('To Sorted ascending');
  await expect.poll(recipients).toEqual(['vendor1@supplyline.local', 'vendor2@supplyline.local']);
});

test('forgot password: from the sign-in page, the code from the outbox sets a new password the user signs in with', async ({ page, baseURL }) => {
  const address = 'uploader1@supplyline.local';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgotPassword$/);
  const send = page.getByRole('button', { name: 'Send code' });
  await send.click();
  await expect(page.getByText('Enter the e-mail address of your account')).toBeVisible();
  await page.getByLabel('E-mail of your account').fill(address);
  await send.click();
  // The countdown stands in for the button until another code may be asked for.
  await expect(page.getByRole('button', { name: /^Again in \d+ s$/ })).toBeDisabled();
  await expect(page.getByRole('status')).toContainText(address);
  expect(await seriousAxeFindings(page)).toEqual([]);

  const token = await apiToken(baseURL!, 'admin');
  const codeInOutbox = async () => {
    const res = await fetch(`${baseURL}/api/system/MailOutbox`, { headers: { authorization: `Bearer ${token}` } });
    const mail = ((await res.json()) as { data: { list: { to: string; text: string }[] } }).data.list.find((m) => m.to === address);
    return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  await expect.poll(codeInOutbox).toMatch(/^\d{6}$/);
  const code = await codeInOutbox();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Short1!');
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill('Short1!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password needs at least 12 characters')).toBeVisible();
  const fresh = 'Fresh#Password2026';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(fresh);
  await page.getByRole('textbox', { name: 'Repeat new password' }).fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password changed. Sign in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'uploader1', fresh);
  await expect(page.getByTestId('user-name')).toBeVisible();
});
