import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addLibraryEntry,
  createLibraryFolder,
  listLibraryDownloads,
  listLibraryEntries,
  listLibraryFavourites,
  listLibraryFolders,
  renameLibraryFolder,
} from '../../src/shared/contracts/library.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { uploadFile } from './support/upload.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeEach(async () => {
  t = await startTestApp();
  for (const account of ['admin', 'buyer1', 'uploader1', 'vendor1', 'vendor2']) tokens[account] = await t.tokenFor(account);
});
afterEach(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (account: string, method: Method, url: string, payload?: object) =>
  t.request({ method, url, token: tokens[account], ...(payload ? { payload } : {}) });
const folder = async (account: string, name: string, parentId: string | null = null) =>
  dataOf(createLibraryFolder, await call(account, 'POST', '/api/library/Folders', { parentId, name }));
/** Uploads a file as `account` and places it in the folder. */
async function add(account: string, name: string, folderId: string | null, bytes = Buffer.from(`bytes of ${name}`)) {
  const stored = await uploadFile(t, tokens[account]!, bytes, name, 'annex');
  return dataOf(addLibraryEntry, await call(account, 'POST', '/api/library/Entries', { folderId, fileVersionId: stored.fileVersionId }));
}
const list = async (account: string, query = '') => dataOf(listLibraryEntries, await call(account, 'GET', `/api/library/Entries${query}`));

describe('file library folders', () => {
  it('creates nested folders with unique names per parent, renames and deletes only empty ones', async () => {
    const specs = await folder('buyer1', 'Specs');
    const drawings = await folder('uploader1', 'Drawings', specs.id);
    expect(drawings).toMatchObject({ parentId: specs.id, name: 'Drawings', createdBy: 'Uma Uploader' });
    // The same name under another parent is fine; beside its sibling it is not, the root included.
    await folder('buyer1', 'Drawings');
    const clash = await call('buyer1', 'POST', '/api/library/Folders', { parentId: specs.id, name: 'Drawings' });
    expect(clash.statusCode).toBe(409);
    expect(body(clash).msg).toBe('A folder named Drawings is already here.');
    expect((await call('buyer1', 'POST', '/api/library/Folders', { parentId: null, name: 'Specs' })).statusCode).toBe(409);

    const renamed = dataOf(renameLibraryFolder, await call('admin', 'PUT', `/api/library/Folders/${drawings.id}`, { name: 'CAD' }));
    expect(renamed.name).toBe('CAD');
    expect(
      dataOf(listLibraryFolders, await call('vendor1', 'GET', '/api/library/Folders'))
        .list.map((f) => f.name)
        .sort(),
    ).toEqual(['CAD', 'Drawings', 'Specs']);

    const notEmpty = await call('buyer1', 'DELETE', `/api/library/Folders/${specs.id}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(body(notEmpty).msg).toContain('Specs is not empty');
    expect((await call('buyer1', 'DELETE', `/api/library/Folders/${drawings.id}`)).statusCode).toBe(200);
    expect((await call('buyer1', 'DELETE', `/api/library/Folders/${specs.id}`)).statusCode).toBe(200);
  });

  it('names the field of a bad folder name and refuses unknown parents', async () => {
    const bad = await call('buyer1', 'POST', '/api/library/Folders', { parentId: null, name: 'a/b' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toContain('name');
    const unknown = await call('buyer1', 'POST', '/api/library/Folders', { parentId: 'nope', name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect((await call('buyer1', 'PUT', '/api/library/Folders/nope', { name: 'X' })).statusCode).toBe(404);
    expect((await call('buyer1', 'DELETE', '/api/library/Folders/nope')).statusCode).toBe(404);
    expect((await call('buyer1', 'GET', '/api/library/Entries?folderId=nope')).statusCode).toBe(404);
  });

  it('lets vendors read but not manage, in their language', async () => {
    const specs = await folder('buyer1', 'Specs');
    const refused = await t.request({
      method: 'POST',
      url: '/api/library/Folders',
      token: tokens.vendor1,
      payload: { parentId: null, name: 'Mine' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toContain('没有权限');
    expect((await call('vendor1', 'PUT', `/api/library/Folders/${specs.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await call('vendor1', 'DELETE', `/api/library/Folders/${specs.id}`)).statusCode).toBe(403);
    const stored = await uploadFile(t, tokens.vendor1!, Buffer.from('vendor bytes'), 'quote.pdf', 'annex');
    expect((await call('vendor1', 'POST', '/api/library/Entries', { folderId: specs.id, fileVersionId: stored.fileVersionId })).statusCode).toBe(403);
    expect(dataOf(listLibraryEntries, await call('vendor1', 'GET', '/api/library/Entries')).list.map((i) => i.name)).toEqual(['Specs']);
  });
});

describe('file library entries', () => {
  it('adds only the caller’s own uploaded file, once per folder', async () => {
    const specs = await folder('buyer1', 'Specs');
    const others = await uploadFile(t, tokens.uploader1!, Buffer.from('uploader bytes'), 'theirs.pdf', 'annex');
    const refused = await call('buyer1', 'POST', '/api/library/Entries', { folderId: specs.id, fileVersionId: others.fileVersionId });
    expect(refused.statusCode).toBe(404);
    const entry = await add('buyer1', 'drawing.pdf', specs.id);
    expect(entry).toMatchObject({ type: 'file', name: 'drawing.pdf', createdBy: 'Bella Buyer', favourite: false, removable: true });
    const again = await call('buyer1', 'POST', '/api/library/Entries', {
      folderId: specs.id,
      fileVersionId: (await uploadFile(t, tokens.buyer1!, Buffer.from('bytes of drawing.pdf'), 'drawing.pdf', 'annex')).fileVersionId,
    });
    expect(again.statusCode).toBe(409);
    const missingField = await call('buyer1', 'POST', '/api/library/Entries', { folderId: specs.id });
    expect(missingField.statusCode).toBe(400);
    expect(body(missingField).msg).toContain('fileVersionId');
  });

  it('lists folders then files with running S/N, filters by type and keyword, and pages', async () => {
    const root = await folder('buyer1', 'Root folder');
    await folder('buyer1', 'Photos', root.id);
    await add('buyer1', 'clip.mp4', root.id);
    await add('buyer1', 'line photo.jpg', root.id);
    await add('buyer1', 'spec sheet.pdf', root.id);
    const all = await list('vendor1', `?folderId=${root.id}`);
    expect(all.list.map((i) => [i.serialNumber, i.type, i.name])).toEqual([
      [1, 'folder', 'Photos'],
      [2, 'file', 'spec sheet.pdf'],
      [3, 'picture', 'line photo.jpg'],
      [4, 'video', 'clip.mp4'],
    ]);
    expect(all.list.every((i) => !i.removable)).toBe(true);
    for (const [type, names] of [
      ['video', ['clip.mp4']],
      ['picture', ['line photo.jpg']],
      ['file', ['spec sheet.pdf']],
      ['folder', ['Photos']],
    ] as const) {
      expect((await list('vendor1', `?folderId=${root.id}&type=${type}`)).list.map((i) => i.name)).toEqual(names);
    }
    expect((await list('vendor1', `?folderId=${root.id}&keyword=PHOTO`)).list.map((i) => i.name)).toEqual(['Photos', 'line photo.jpg']);
    const page2 = await list('vendor1', `?folderId=${root.id}&pageSize=3&currentPage=2`);
    expect(page2.list.map((i) => [i.serialNumber, i.name])).toEqual([[4, 'clip.mp4']]);
    expect(page2.pagination).toEqual({ currentPage: 2, pageSize: 3, total: 4 });
    expect((await call('vendor1', 'GET', '/api/library/Entries?type=doc')).statusCode).toBe(400);
  });

  it('removes an entry for its adder or an administrator only', async () => {
    const a = await add('buyer1', 'a.pdf', null);
    const b = await add('buyer1', 'b.pdf', null);
    expect((await call('uploader1', 'DELETE', `/api/library/Entries/${a.id}`)).statusCode).toBe(403);
    expect((await call('vendor1', 'DELETE', `/api/library/Entries/${a.id}`)).statusCode).toBe(403);
    expect((await call('buyer1', 'DELETE', `/api/library/Entries/${a.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/api/library/Entries/${b.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/api/library/Entries/${b.id}`)).statusCode).toBe(404);
    expect((await list('vendor1')).list).toEqual([]);
  });
});

describe('my collection and downloads', () => {
  it('keeps favourites per user', async () => {
    const entry = await add('buyer1', 'manual.pdf', null);
    expect((await call('vendor1', 'PUT', `/api/library/Entries/${entry.id}/Favourite`)).statusCode).toBe(200);
    expect((await call('vendor1', 'PUT', `/api/library/Entries/${entry.id}/Favourite`)).statusCode).toBe(200);
    expect(dataOf(listLibraryFavourites, await call('vendor1', 'GET', '/api/library/Favourites')).list.map((i) => [i.name, i.favourite])).toEqual([
      ['manual.pdf', true],
    ]);
    expect(dataOf(listLibraryFavourites, await call('vendor2', 'GET', '/api/library/Favourites')).list).toEqual([]);
    expect((await list('vendor1')).list[0]?.favourite).toBe(true);
    expect((await list('vendor2')).list[0]?.favourite).toBe(false);
    expect((await call('vendor1', 'DELETE', `/api/library/Entries/${entry.id}/Favourite`)).statusCode).toBe(200);
    expect(dataOf(listLibraryFavourites, await call('vendor1', 'GET', '/api/library/Favourites')).pagination.total).toBe(0);
    expect((await call('vendor1', 'PUT', '/api/library/Entries/nope/Favourite')).statusCode).toBe(404);
    expect((await call('vendor1', 'DELETE', '/api/library/Entries/nope/Favourite')).statusCode).toBe(404);
  });

  it('streams the bytes to any PO user, logs each download, and shows the log to its user or an administrator', async () => {
    const bytes = Buffer.from('%PDF-1.4 datasheet 数据');
    const entry = await add('buyer1', '数据表.pdf', null, bytes);
    const res = await t.request({ method: 'GET', url: `/api/library/Entries/${entry.id}/Download`, token: tokens.vendor1, remoteAddress: '10.1.2.3' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('数据表.pdf')}`);
    await call('vendor2', 'GET', `/api/library/Entries/${entry.id}/Download`);

    const own = dataOf(listLibraryDownloads, await call('vendor1', 'GET', '/api/library/Downloads'));
    expect(own.list.map((d) => [d.serialNumber, d.fileName, d.account, d.ip])).toEqual([[1, '数据表.pdf', 'vendor1', '10.1.2.3']]);
    const everyone = dataOf(listLibraryDownloads, await call('admin', 'GET', '/api/library/Downloads'));
    expect(everyone.list.map((d) => d.account)).toEqual(['vendor2', 'vendor1']);
    expect(dataOf(listLibraryDownloads, await call('admin', 'GET', '/api/library/Downloads?keyword=vera')).list.map((d) => d.account)).toEqual(['vendor2']);
    expect(dataOf(listLibraryDownloads, await call('buyer1', 'GET', '/api/library/Downloads')).list).toEqual([]);
  });

  it('answers unknown or removed entries with 404 and needs a session', async () => {
    const entry = await add('buyer1', 'gone.pdf', null);
    await call('buyer1', 'DELETE', `/api/library/Entries/${entry.id}`);
    expect((await call('vendor1', 'GET', `/api/library/Entries/${entry.id}/Download`)).statusCode).toBe(404);
    expect((await call('vendor1', 'GET', '/api/library/Entries/nope/Download')).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/library/Entries/${entry.id}/Download` })).statusCode).toBe(401);
    expect(dataOf(listLibraryDownloads, await call('admin', 'GET', '/api/library/Downloads')).list).toEqual([]);
  });
});
