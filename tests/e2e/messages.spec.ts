import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/server/db/client.ts';
import { importPos } from '../../src/server/modules/po/import.ts';
import { viewerOfUser } from '../../src/server/plugins/access.ts';
import { expect, testWithOwnServer } from './support/fixtures.ts';
import { indicator, signInControlled } from './support/offline.ts';
import { apiToken, signIn } from './support/session.ts';

const P = '4500099301';
const items = ['00010', '00020'].map((itemNumber) => ({ itemNumber, material: `MAT-${itemNumber}`, orderUnit: 'PC', qty: 100, deliveryDate: '2026-12-15' }));

async function prepare(db: Db): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users where account = 'admin'`);
  await importPos(db, (await viewerOfUser(db, admin!.id))!, [
    { poNumber: P, supplierCode: 'V1001', supplierName: 'Acme Parts', plant: '1000', documentDate: '2026-11-20', purchasingGroup: 'P01', items },
  ]);
  await db.execute(sql`update users set language = 'en' where account in ('vendor1', 'buyer1', 'admin')`);
}

const test = testWithOwnServer({ prepare });

/** Calls the API as another device of `account` would. */
async function api(baseURL: string, token: string, method: string, path: string, body?: object) {
  const headers = { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(`${baseURL}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${json.msg}`);
  return json.data;
}

test('a change request on a PO reaches the buyer’s message drawer, and the message opens the PO', async ({ page, ownServer }) => {
  // The vendor, on another device, receives the PO and asks to change an item.
  const vendor = await apiToken(ownServer.url, 'vendor1');
  const pulled = (await api(ownServer.url, vendor, 'POST', '/api/sync/pull', { clientId: 'vendor-device', cursor: 0 })) as {
    changes: { table: string; rev: number; row: Record<string, string> | null }[];
  };
  const rows = pulled.changes.filter((c) => c.row?.poNumber === P).map((c) => ({ table: c.table, rev: c.rev, row: c.row! }));
  const poId = rows.find((r) => r.table === 'purchaseOrders')!.row.id!;
  const item = rows.find((r) => r.table === 'poItems' && r.row.itemNumber === '00010')!;
  const itemId = item.row.id!;
  await api(ownServer.url, vendor, 'POST', '/api/sync/push', {
    clientId: 'vendor-device',
    mutations: [
      { id: 1, name: 'po.receive', args: { poIds: [poId] } },
      // Decided on the item as this device pulled it, as the app says with every such action.
      {
        id: 2,
        name: 'po.requestChange',
        args: { itemId, qty: 80, deliveryDate: '2026-12-15', reasonCode: 'R01', remark: '' },
        expect: { items: { [itemId]: item.rev } },
      },
    ],
  });

  await page.goto('/login');
  await signIn(page, 'buyer1');
  const bell = page.getByRole('button', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName('Messages (1 unread)');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Messages' });
  // Fenced to the buyer area, the buyer has no way into /messageRecord.
  await expect(drawer.getByRole('link', { name: 'Message centre' })).toHaveCount(0);
  await drawer.getByRole('button', { name: `Open Change request on PO ${P}` }).click();

  await expect(page).toHaveURL(new RegExp(`/materialTracking/buyer/index\\?PO_id=${poId}$`));
  await expect(page.getByRole('dialog', { name: `PO ${P}` })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Messages');
});

test('read-all asks first, then marks every message read and the badge goes', async ({ page, ownServer }) => {
  const admin = await apiToken(ownServer.url, 'admin');
  for (const title of ['Stocktaking on Friday', 'New <b>holiday</b> hours']) {
    const { id } = (await api(ownServer.url, admin, 'POST', '/api/message', {
      title,
      bodyText: `<p>${title}</p><img src=x onerror="document.title='hacked'">`,
    })) as { id: string };
    await api(ownServer.url, admin, 'PUT', `/api/message/${id}/Actions/Release`);
  }

  await page.goto('/login');
  await signIn(page, 'admin');
  const bell = page.getByRole('button', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName('Messages (2 unread)');
  await bell.click();
  await page.getByRole('dialog', { name: 'Messages' }).getByRole('link', { name: 'Message centre' }).click();
  await expect(page).toHaveURL(/\/messageRecord$/);
  // The drawer gets out of the way of the centre (it closes with a transition).
  await expect(page.getByRole('dialog', { name: 'Messages' })).toBeHidden();

  // A notice opens in a dialog, its HTML rendered harmless.
  await page.getByRole('button', { name: 'Open Stocktaking on Friday' }).click();
  const notice = page.getByRole('dialog', { name: 'Stocktaking on Friday' });
  await expect(notice.getByTestId('message-body')).toHaveText('Stocktaking on Friday');
  await expect(notice.locator('img[onerror]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Messages (1 unread)');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark all read' });
  await expect(confirm).toContainText('Mark all your messages as read?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(bell).toHaveAccessibleName('Messages (1 unread)');

  await page.getByRole('button', { name: 'Mark all read' }).click();
  await page.getByRole('dialog', { name: 'Mark all read' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('All messages marked as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Messages');
  await expect(page.getByRole('row').filter({ hasText: 'Unread' })).toHaveCount(0);
  expect(await page.title()).not.toContain('hacked');
});

/** Unread message copies the device holds (its synced store), whatever the screen shows. */
function unreadCopiesOnDevice(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('supplyline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(open.error?.message ?? 'indexedDB.open failed'));
    });
    const copies = await new Promise<{ isRead: string }[]>((resolve) => {
      const request = db.transaction('messageRecipients').objectStore('messageRecipients').getAll();
      request.onsuccess = () => resolve(request.result as { isRead: string }[]);
    });
    db.close();
    return copies.filter((c) => c.isRead === '0').length;
  });
}

test('offline, the drawer lists the messages synced to the device and a notice still opens', async ({ context, page, ownServer }) => {
  const admin = await apiToken(ownServer.url, 'admin');
  const [vendor] = ((await api(ownServer.url, admin, 'GET', '/api/message/Notice/Recipients')) as { list: { id: string; account: string }[] }).list.filter(
    (u) => u.account === 'vendor1',
  );
  const { id } = (await api(ownServer.url, admin, 'POST', '/api/message', {
    title: 'Dock 3 closed',
    bodyText: '<p>Use <b>dock 4</b> this week.</p>',
    toAll: false,
    toUserIds: [vendor!.id],
  })) as { id: string };
  await api(ownServer.url, admin, 'PUT', `/api/message/${id}/Actions/Release`);

  // Earlier tests' notices went to everyone: count what the server holds for vendor1.
  const { unreadTotal } = (await api(ownServer.url, await apiToken(ownServer.url, 'vendor1'), 'GET', '/api/message/UnreadCount')) as { unreadTotal: number };
  await signInControlled(page, 'vendor1');
  await expect(page.getByRole('button', { name: /^Messages/ })).toHaveAccessibleName(`Messages (${unreadTotal} unread)`);
  // Online the badge is the server's count; offline it is the device's, so the pull must have brought the copies first.
  await expect.poll(() => unreadCopiesOnDevice(page)).toBe(unreadTotal);
  await context.setOffline(true);
  await page.reload();
  await expect(indicator(page)).toHaveAttribute('data-status', 'offline');

  const bell = page.getByRole('button', { name: /^Messages/ });
  await expect(bell).toHaveAccessibleName(`Messages (${unreadTotal} unread)`);
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Messages' });
  // Written in vendor1's language when the PO arrived (before the prepare step switched it to English).
  await expect(drawer.getByRole('button', { name: `Open 新 PO ${P}（工厂 1000）` })).toBeVisible();
  await drawer.getByRole('button', { name: 'Open Dock 3 closed' }).click();
  await expect(page.getByRole('dialog', { name: 'Dock 3 closed' }).getByTestId('message-body')).toHaveText('Use dock 4 this week.');
  await context.setOffline(false);
});
