import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { envelope, type DataOf, type Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { listMessages } from '../../src/shared/contracts/messages.ts';
import { login } from '../../src/shared/contracts/auth.ts';
import { poList } from '../../src/shared/contracts/po.ts';
import { poBatchCreate, poBatchDetail } from '../../src/shared/contracts/po-batch.ts';
import { BATCH_COLUMNS } from '../../src/shared/domain/po/batch.ts';
import { startServerProcess } from '../support/server-process.ts';
import { cleanUpStores, freshStore, onCleanUp, onPostgres } from './support/fresh-store.ts';
import { loginForm } from './support/harness.ts';
import { over, uploadFile } from './support/upload.ts';

// Both engines: a server killed mid-batch, recovered from each engine's own storage (a data directory, a database).

afterAll(cleanUpStores);

/** POs in four rounds of the apply: the kill comes after the first, with three (seconds of work) to go. */
const PO_COUNT = 2000;

async function bigWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Upload');
  sheet.addRow(BATCH_COLUMNS.poUpload.map((c) => c.key));
  for (let n = 1; n <= PO_COUNT; n++) {
    for (const item of ['10', '20']) {
      sheet.addRow([
        '479' + String(n).padStart(7, '0'),
        item,
        'V1001',
        'Acme Parts',
        '1000',
        '2026-11-20',
        'P01',
        'CNY',
        `M-${item}`,
        '',
        'PC',
        10,
        '2026-12-20',
        0,
        'N',
        '',
      ]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function api<E extends Endpoint>(base: string, token: string, ep: E, url: string, body?: object): Promise<DataOf<E>> {
  const res = await fetch(`${base}${url}`, {
    method: ep.method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = envelope(ep.data).parse(await res.json());
  if (parsed.code !== 200) throw new Error(`${url}: ${parsed.msg}`);
  return parsed.data as DataOf<E>;
}
async function tokenFor(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: loginForm(account),
  });
  return envelope(login.data).parse(await res.json()).data.token;
}
const batchPos = async (base: string, token: string) => (await api(base, token, poList, '/api/po/items?keyword=479000&pageSize=1')).pagination.total;

describe(`a confirmed batch and a crash (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('killing the server while a confirmed batch applies leaves the POs unchanged; confirmed again, it applies whole', { timeout: 300_000 }, async () => {
    const store = await freshStore('crash');
    const first = await startServerProcess(store);
    const token = await tokenFor(first.url, 'uploader1');
    const file = await uploadFile(over(first.url), token, await bigWorkbook(), 'big.xlsx', 'poBatch');
    const created = await api(first.url, token, poBatchCreate, '/api/po/batch', { fileVersionId: file.fileVersionId, category: 'poUpload' });
    await expect.poll(async () => (await api(first.url, token, poBatchDetail, `/api/po/batch/${created.id}`)).status, { timeout: 120_000 }).toBe('ready');

    const confirming = fetch(`${first.url}/api/po/batch/${created.id}/Actions/Confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }).catch(() => null);
    await first.logged(/PO batch round applied/);
    await first.kill();
    expect(await confirming).toBeNull();

    const second = await startServerProcess(store);
    onCleanUp(async () => void (await second.stop()));
    const again = await tokenFor(second.url, 'uploader1');
    expect(await batchPos(second.url, again)).toBe(0);
    expect((await api(second.url, again, poBatchDetail, `/api/po/batch/${created.id}`)).status).toBe('ready');

    const res = await fetch(`${second.url}/api/po/batch/${created.id}/Actions/Confirm`, { method: 'POST', headers: { authorization: `Bearer ${again}` } });
    expect(res.status).toBe(200);
    expect(await batchPos(second.url, again)).toBe(2 * PO_COUNT);
    // Applied in four rounds, told once: the vendor has one message for the whole batch.
    const vendor = await tokenFor(second.url, 'vendor1');
    const told = await api(second.url, vendor, listMessages, '/api/message?pageSize=100');
    expect(told.list.filter((m) => m.title.startsWith(`${PO_COUNT} `))).toHaveLength(1); // '2000 张新 PO': vendor1 reads Chinese
  });
});
