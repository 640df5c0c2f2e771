import type { FastifyInstance } from 'fastify';
import type { BodyOf } from '../../../shared/contracts/endpoint.ts';
import {
  PREVIEW_HOURS,
  USER_IMPORT_COLUMNS,
  type UserImportBadRow,
  type userImportApply,
  type UserImportPreview,
} from '../../../shared/contracts/user-transfer.ts';
import { passwordRuleOf } from '../../../shared/domain/password.ts';
import type { Db } from '../../db/client.ts';
import type { UserImportRow } from '../../db/schema/index.ts';
import type { Viewer } from '../../plugins/access.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { hashDigest, md5Hex } from '../auth/passwords.ts';
import { readUserRows, type ReadRow } from './parse.ts';
import * as q from './queries.ts';
import { checkRows, wantedBy, type Checked } from './validate.ts';

const HOUR = 3600_000;

/** A cell problem in the reader's language: the column's title, then what is wrong. */
export function problemText(t: TranslateFn, p: UserImportRow['problems'][number]): string {
  return t('admin.refusal.userImport.problemLine', {
    column: t(`admin.user.transfer.column.${p.column}`),
    problem: t(`admin.refusal.userImport.problem.${p.key}`, p.params ?? {}),
  });
}

function badRowOf(t: TranslateFn, r: UserImportRow): UserImportBadRow {
  return {
    row: r.row,
    account: r.cells.account ?? '',
    realName: r.cells.realName ?? '',
    problems: r.problems.map((p) => ({ column: p.column, message: problemText(t, p) })),
  };
}

async function check(db: Db, viewer: Viewer, rows: readonly ReadRow[]): Promise<Checked & { counts: q.ImportCounts }> {
  const checked = checkRows(rows, await q.loadLookups(db, viewer, wantedBy(rows)));
  const kinds = [...checked.resolved.values()].map((r) => r.passwordKind);
  const counts = {
    rowCount: rows.length,
    validCount: checked.resolved.size,
    badCount: rows.length - checked.resolved.size,
    genericCount: kinds.filter((k) => k === 'generic').length,
    poCount: kinds.filter((k) => k === 'po').length,
  };
  return { ...checked, counts };
}

async function previewOf(db: Db, t: TranslateFn, summary: q.ImportSummary, page: { currentPage: number; pageSize: number }): Promise<UserImportPreview> {
  const list = await q.badRowsPage(db, summary.id, page.pageSize, (page.currentPage - 1) * page.pageSize);
  return {
    id: summary.id,
    fileName: summary.fileName,
    status: summary.status,
    rowCount: summary.rowCount,
    validCount: summary.validCount,
    badCount: summary.badCount,
    passwordKinds: { generic: summary.genericCount, po: summary.poCount },
    createdCount: summary.createdCount,
    badRows: { list: list.map((r) => badRowOf(t, r)), pagination: { ...page, total: summary.badCount } },
  };
}

async function ownImport(db: Db, viewer: Viewer, id: string): Promise<q.ImportSummary> {
  const summary = await q.importOf(db, id, viewer.userId);
  if (!summary) throw new AppError(404, 'admin.refusal.userImport.notFound');
  return summary;
}

/** Reads and checks the workbook and keeps the dry run; no user is written. */
export async function previewUpload(db: Db, t: TranslateFn, viewer: Viewer, file: { filename: string; bytes: Uint8Array }): Promise<UserImportPreview> {
  if (!/\.xlsx$/i.test(file.filename)) throw fieldError('file', 'admin.refusal.userImport.notXlsx');
  const rows = await readUserRows(file.bytes);
  const checked = await check(db, viewer, rows);
  await q.dropOldPreviews(db, viewer.userId, new Date(Date.now() - PREVIEW_HOURS * HOUR));
  const stored = await q.insertImport(db, viewer.userId, file.filename.slice(0, 200), checked.counts, checked.rows);
  return previewOf(db, t, (await q.importOf(db, stored.id, viewer.userId))!, { currentPage: 1, pageSize: 20 });
}

export async function previewPage(db: Db, t: TranslateFn, viewer: Viewer, query: { id: string; currentPage: number; pageSize: number }) {
  return previewOf(db, t, await ownImport(db, viewer, query.id), query);
}

type ApplyBody = BodyOf<typeof userImportApply>;

/** The hash of each first password the import needs, checked by the rule of the users it is for. */
async function passwordHashes(counts: { generic: number; po: number }, body: ApplyBody) {
  const hashes: { generic: string; po: string } = { generic: '', po: '' };
  for (const [kind, field, count] of [
    ['generic', 'userPassword', counts.generic],
    ['po', 'poUserPassword', counts.po],
  ] as const) {
    if (count === 0) continue;
    const password = body[field] ?? '';
    if (!password) throw fieldError(field, 'admin.refusal.userImport.passwordMissing', { count });
    const rule = passwordRuleOf(kind === 'generic' ? 'other' : 'vendor');
    if (!rule.test(password)) throw fieldError(field, rule.key);
    // One argon2 hash for every user of the kind: each replaces the password at the first sign-in.
    hashes[kind] = await hashDigest(md5Hex(password));
  }
  return hashes;
}

/**
 * Creates the users of the preview's rows without problems, in one transaction with the import's
 * status. The rows are checked again first: if what the preview promised no longer holds, nothing is
 * written, the new dry run is stored and the caller is asked to look again.
 */
export async function applyImport(app: FastifyInstance, viewer: Viewer, body: ApplyBody): Promise<{ created: number; skipped: number }> {
  const { db } = app;
  const summary = await ownImport(db, viewer, body.id);
  if (summary.status === 'applied') throw new AppError(409, 'admin.refusal.userImport.applied');
  if (summary.createdAt.getTime() < Date.now() - PREVIEW_HOURS * HOUR) throw new AppError(409, 'admin.refusal.userImport.expired', { hours: PREVIEW_HOURS });
  if (summary.validCount === 0) throw new AppError(409, 'admin.refusal.userImport.nothingValid');
  const hashes = await passwordHashes({ generic: summary.genericCount, po: summary.poCount }, body);
  const stored = await q.allRows(db, body.id, 'rows');
  const keys = USER_IMPORT_COLUMNS.map((c) => c.key);
  const readRows: ReadRow[] = stored.map((r) => ({ row: r.row, cells: Object.fromEntries(keys.filter((k) => k in r.cells).map((k) => [k, r.cells[k]!])) }));
  const before = stored.filter((r) => r.problems.length === 0).map((r) => r.row);
  try {
    return await db.transaction(async (tx) => {
      const again = await check(tx, viewer, readRows);
      const same = before.length === again.resolved.size && before.every((row) => again.resolved.has(row));
      if (!same || again.counts.genericCount !== summary.genericCount) throw new Stale(again);
      if (!(await q.claimImport(tx, body.id, again.resolved.size))) throw new AppError(409, 'admin.refusal.userImport.applied');
      await q.insertUsers(
        tx,
        [...again.resolved.values()].map((r) => ({ ...r, user: { ...r.user, passwordHash: hashes[r.passwordKind] } })),
      );
      app.log.info({ importId: body.id, created: again.resolved.size }, 'user import applied');
      return { created: again.resolved.size, skipped: summary.rowCount - again.resolved.size };
    });
  } catch (error) {
    if (!(error instanceof Stale)) throw error;
    await q.storeRecheck(db, body.id, error.checked.counts, error.checked.rows);
    throw new AppError(409, 'admin.refusal.userImport.changed', { valid: error.checked.counts.validCount, bad: error.checked.counts.badCount });
  }
}

/** What the preview promised no longer holds: the transaction rolls back and the new dry run is kept. */
class Stale extends Error {
  constructor(readonly checked: Checked & { counts: q.ImportCounts }) {
    super('user import changed since its preview');
  }
}
