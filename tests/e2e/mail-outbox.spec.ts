import { expect, testWithOwnServer } from './support/fixtures.ts';
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
