import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertedPreview, filePreview } from '../../src/shared/contracts/file-preview.ts';
import type { StoredFile } from '../../src/shared/contracts/files.ts';
import { addLibraryEntry, listLibraryDownloads } from '../../src/shared/contracts/library.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { writeFakeSoffice } from '../support/fake-soffice.ts';
import { body, dataOf, startTestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

/**
 * The document preview (GET /api/file/Uploader/Preview and the PDF it converts): allowed exactly where
 * the download it names is, refused in the download's words, and what it makes of each type.
 */
const CLERK_PASSWORD = 'Clerk#Only2026';

async function startWith(overrides: Record<string, string> = {}) {
  const t = await startTestApp(overrides);
  // A signed-in user with no PO role: the library's download refuses them.
  await t.db.insert(users).values({ account: 'clerk1', realName: 'Clara Clerk', passwordHash: await hashDigest(md5Hex(CLERK_PASSWORD)) });
  const tokens: Record<string, string> = {};
  for (const account of ['admin', 'buyer1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
  tokens.clerk1 = await t.tokenFor('clerk1', CLERK_PASSWORD);
  const get = (account: string | null, url: string) => t.request({ method: 'GET', url, ...(account ? { token: tokens[account] } : {}) });
  const preview = (account: string | null, file: { fileVersionId: string }, downloadUrl?: string) =>
    get(
      account,
      `${filePreview.path}?${new URLSearchParams({ fileVersionId: file.fileVersionId, ...(downloadUrl ? { fileDownloadUrl: downloadUrl } : {}) }).toString()}`,
    );
  const upload = (account: string, bytes: Buffer, name: string) => uploadFile(t, tokens[account]!, bytes, name, 'annex');
  return { t, tokens, get, preview, upload };
}

const workbook = async (value: string) => {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Prices').addRow([value]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

describe('who may preview a file', () => {
  let s: Awaited<ReturnType<typeof startWith>>;
  beforeAll(async () => {
    s = await startWith();
  });
  afterAll(() => s.t.close());

  it('refuses anonymous callers before anything is read', async () => {
    expect((await s.preview(null, { fileVersionId: 'anything' })).statusCode).toBe(401);
    expect((await s.get(null, `${convertedPreview.path}?fileVersionId=anything`)).statusCode).toBe(401);
  });

  it('lets the owner preview their file, and tells another vendor it does not exist, as the download does', async () => {
    const scan = await s.upload('vendor1', Buffer.from('89504e470d0a1a0a', 'hex'), 'scan.png');
    expect(dataOf(filePreview, await s.preview('vendor1', scan))).toEqual({ kind: 'image', name: 'scan.png', url: scan.url, downloadUrl: scan.url });
    expect(dataOf(filePreview, await s.preview('vendor1', scan, scan.url)).kind).toBe('image');
    expect((await s.get('vendor2', scan.url)).statusCode).toBe(404);
    const refused = await s.preview('vendor2', scan, scan.url);
    expect(refused.statusCode).toBe(404);
    expect((await s.preview('vendor2', scan)).statusCode).toBe(404);
    // An administrator downloads any stored file, so previews it too.
    expect((await s.preview('admin', scan)).statusCode).toBe(200);
  });

  it('previews a library entry through its download: for every PO user, logged when the answer carries the content, refused to others as the download is', async () => {
    const stored = await s.upload('buyer1', await workbook('Unit price 4.20'), 'prices.xlsx');
    const entry = dataOf(
      addLibraryEntry,
      await s.t.request({
        method: 'POST',
        url: '/api/library/Entries',
        token: s.tokens.buyer1,
        payload: { folderId: null, fileVersionId: stored.fileVersionId },
      }),
    );
    const entryUrl = `/api/library/Entries/${entry.id}/Download`;

    const shown = dataOf(filePreview, await s.preview('vendor1', stored, entryUrl));
    expect(shown).toMatchObject({ kind: 'sheet', name: 'prices.xlsx', downloadUrl: entryUrl, sheet: { name: 'Prices', rows: [['Unit price 4.20']] } });
    const log = dataOf(listLibraryDownloads, await s.get('vendor1', '/api/library/Downloads'));
    expect(log.list.map((d) => [d.fileName, d.account])).toEqual([['prices.xlsx', 'vendor1']]);

    // Not through the file's own download, which only its owner (and administrators) may use.
    expect((await s.preview('vendor1', stored, stored.url)).statusCode).toBe(404);
    expect((await s.preview('vendor1', stored)).statusCode).toBe(404);
    // The library's own refusal for a user without a PO role.
    const clerk = await s.preview('clerk1', stored, entryUrl);
    expect(clerk.statusCode).toBe(403);
    expect((await s.get('clerk1', entryUrl)).statusCode).toBe(403);

    await s.t.request({ method: 'DELETE', url: `/api/library/Entries/${entry.id}`, token: s.tokens.buyer1 });
    expect((await s.preview('vendor1', stored, entryUrl)).statusCode).toBe(404);
  });

  it('needs the download to serve the named file, and takes only download paths of this server', async () => {
    const first = await s.upload('vendor1', Buffer.from('first'), 'first.png');
    const second = await s.upload('vendor1', Buffer.from('second'), 'second.png');
    expect((await s.preview('vendor1', second, first.url)).statusCode).toBe(404);
    expect((await s.preview('vendor1', first, '/api/file/Mine')).statusCode).toBe(404);
    expect((await s.preview('vendor1', first, '/api/library/Entries/nope/Download')).statusCode).toBe(404);
    for (const outside of ['https://example.com/api/file/Download/annex/x', `${first.url}?inline=true`, '/static/x']) {
      const refused = await s.preview('vendor1', first, outside);
      expect(refused.statusCode, outside).toBe(400);
      expect(body(refused).msg).toContain('fileDownloadUrl');
    }
  });
});

describe('what a preview makes of each type', () => {
  let s: Awaited<ReturnType<typeof startWith>>;
  beforeAll(async () => {
    s = await startWith();
  });
  afterAll(() => s.t.close());

  it('refuses types outside the previewable list, naming the type', async () => {
    const notes = await s.upload('buyer1', Buffer.from('plain text'), 'notes.txt');
    const refused = await s.preview('buyer1', notes);
    expect(refused.statusCode).toBe(400);
    expect(body(refused).msg).toBe('Files of type txt cannot be shown here. Download the file to open it.');
  });

  it('offers legacy Office and PowerPoint files for download when the server has no LibreOffice', async () => {
    for (const name of ['deck.pptx', 'deck.ppt', 'memo.doc', 'old.xls']) {
      const stored = await s.upload('buyer1', Buffer.from(`bytes of ${name}`), name);
      expect(dataOf(filePreview, await s.preview('buyer1', stored))).toEqual({
        kind: 'download',
        reason: 'noConverter',
        name,
        url: stored.url,
        downloadUrl: stored.url,
      });
    }
    const deck = await s.upload('buyer1', Buffer.from('a deck'), 'plan.pptx');
    const pdf = await s.get('buyer1', `${convertedPreview.path}?fileVersionId=${deck.fileVersionId}`);
    expect(pdf.statusCode).toBe(400);
    expect(body(pdf).msg).toBe('This server cannot preview files of type pptx (it has no LibreOffice). Download the file to open it.');
  });
});

describe('previews converted by LibreOffice', () => {
  let s: Awaited<ReturnType<typeof startWith>>;
  let soffice: ReturnType<typeof writeFakeSoffice>;
  beforeAll(async () => {
    soffice = writeFakeSoffice();
    s = await startWith({ SOFFICE_PATH: soffice.command });
  });
  afterAll(async () => {
    await s.t.close();
    soffice.remove();
  });

  const convertedUrlOf = async (account: string, file: StoredFile) => {
    const shown = dataOf(filePreview, await s.preview(account, file));
    if (shown.kind !== 'pdf' || !shown.converted) throw new Error(`expected a converted PDF, got ${shown.kind}`);
    return shown.url;
  };

  it('makes a PDF when asked, for those who may download the file and no one else', async () => {
    const deck = await s.upload('vendor1', Buffer.from('quarterly deck'), 'plan.pptx');
    const url = await convertedUrlOf('vendor1', deck);
    expect(url).toBe(`${convertedPreview.path}?${new URLSearchParams({ fileVersionId: deck.fileVersionId, fileDownloadUrl: deck.url }).toString()}`);
    const pdf = await s.get('vendor1', url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''plan.pdf");
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.body.startsWith('%PDF-1.4 quarterly deck')).toBe(true);
    expect((await s.get('vendor2', url)).statusCode).toBe(404);
    // What the browser draws itself is not converted.
    const docx = await s.upload('vendor1', Buffer.from('a word document'), 'spec.docx');
    const notConverted = await s.get('vendor1', `${convertedPreview.path}?fileVersionId=${docx.fileVersionId}`);
    expect(notConverted.statusCode).toBe(400);
  });

  it('answers a conversion that fails with 422 naming the file', async () => {
    const memo = await s.upload('vendor1', Buffer.from('fail at once'), 'memo.doc');
    const failed = await s.get('vendor1', await convertedUrlOf('vendor1', memo));
    expect(failed.statusCode).toBe(422);
    expect(body(failed).msg).toBe('memo.doc could not be made into a preview. Download it to open it.');
  });
});
