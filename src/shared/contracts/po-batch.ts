/**
 * PO batch upload (spec 000 §2.5 batch upload and batch change record, §3 upload record): a workbook
 * uploaded through the chunk API is read in the background into a dry run; the user looks at it and
 * confirms (everything applies in one transaction) or discards it. Buyers, uploaders, administrators.
 */
import { z } from 'zod';
import { BATCH_CATEGORIES } from '../domain/po/batch-categories.ts';
import { bareQuery, endpoint, epochMillis, listQuery, pageOf, pageQuery, timestampParam } from './endpoint.ts';
import { BUYERS } from '../domain/access.ts';

export const BATCH_STATUSES = ['parsing', 'ready', 'failed', 'applied', 'discarded'] as const;

export const poBatchSummary = z.object({
  id: z.string(),
  serialNumber: z.string(),
  category: z.enum(BATCH_CATEGORIES),
  fileName: z.string(),
  uploaderName: z.string(),
  sourceType: z.string(),
  /** parsing: being read; ready: dry run done, no errors, awaiting confirm; failed: errors or unreadable. */
  status: z.enum(BATCH_STATUSES),
  poCount: z.number().int(),
  itemCount: z.number().int(),
  errorCount: z.number().int(),
  /** Why the workbook could not be read at all, in the caller's language. */
  failure: z.string().nullable(),
  createdAt: epochMillis,
  decidedAt: epochMillis.nullable(),
});
export type PoBatchSummary = z.infer<typeof poBatchSummary>;

/** An item's numbers (PO and change uploads), or a dangerous-goods entry's fields (material first). */
const batchValues = z.object({
  qty: z.number().optional(),
  deliveryDate: z.string().optional(),
  gr: z.number().optional(),
  deliveryCompleted: z.boolean().optional(),
  material: z.string().optional(),
  description: z.string().optional(),
  unNumber: z.string().optional(),
  hazardClass: z.string().optional(),
  packingGroup: z.string().optional(),
  remark: z.string().optional(),
});

export const poBatchRow = z.object({
  row: z.number().int(),
  poNumber: z.string(),
  itemNumber: z.string(),
  outcome: z.enum(['create', 'update', 'unchanged', 'error']),
  before: batchValues.nullable(),
  after: batchValues.nullable(),
  /** Each problem of the row, in the caller's language, naming row and column. */
  messages: z.array(z.string()),
});
export type PoBatchRow = z.infer<typeof poBatchRow>;

const batchId = z.strictObject({ id: z.string().min(1).max(64) });

/** Starts reading an uploaded workbook (the file's `fileVersionId` from merge); answers at once, status parsing. */
export const poBatchCreate = endpoint({
  method: 'POST',
  path: '/api/po/batch',
  logAs: 'poBatchCreate',
  access: 'unlocked',
  permission: BUYERS,
  body: z.strictObject({ fileVersionId: z.string().min(1).max(64), category: z.enum(BATCH_CATEGORIES) }),
  data: poBatchSummary,
});

/**
 * The batch change record: the caller's batches (an administrator's: everyone's), newest first unless
 * sorted otherwise; the keyword matches the serial number or the file name.
 */
export const poBatchList = endpoint({
  method: 'GET',
  path: '/api/po/batch',
  access: 'unlocked',
  query: listQuery(['createdAt', 'serialNumber', 'fileName', 'category', 'status'], { sidx: 'createdAt', sort: 'desc' }),
  data: pageOf(poBatchSummary),
});

export const poBatchDetail = endpoint({
  method: 'GET',
  path: '/api/po/batch/:id',
  access: 'unlocked',
  params: batchId,
  query: bareQuery,
  data: poBatchSummary,
});

/** The dry run, by row; `onlyErrors` narrows it to the rows that stop the batch. */
export const poBatchRows = endpoint({
  method: 'GET',
  path: '/api/po/batch/:id/Rows',
  access: 'unlocked',
  params: batchId,
  query: z.strictObject({ ...pageQuery, onlyErrors: z.stringbool().optional(), ...timestampParam }),
  data: pageOf(poBatchRow),
});

/**
 * Applies a ready batch in one transaction, read again from its file against the POs as they are
 * now: if anything would now fail, nothing applies and the batch is failed with its new dry run.
 */
export const poBatchConfirm = endpoint({
  method: 'POST',
  path: '/api/po/batch/:id/Actions/Confirm',
  logAs: 'poBatchConfirm',
  access: 'unlocked',
  permission: BUYERS,
  params: batchId,
  data: poBatchSummary,
});

export const poBatchDiscard = endpoint({
  method: 'POST',
  path: '/api/po/batch/:id/Actions/Discard',
  logAs: 'poBatchDiscard',
  access: 'unlocked',
  params: batchId,
  data: poBatchSummary,
});

/**
 * The rows of a batch that stop it, as a workbook to correct and upload again: the uploaded cells of
 * each such row under the template's titles, and a last column with the row's problems. Not an
 * envelope on success.
 */
export const poBatchErrors = endpoint({
  method: 'GET',
  path: '/api/po/batch/:id/Errors',
  access: 'unlocked',
  params: batchId,
  query: bareQuery,
  data: z.unknown(),
});
