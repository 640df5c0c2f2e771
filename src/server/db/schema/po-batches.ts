import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PoUploadLine } from '../../../shared/domain/po/batch.ts';
import { createdAt, id, instant } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

export type BatchStatus = 'parsing' | 'ready' | 'failed' | 'applied' | 'discarded';

/**
 * A batch change record (spec 000 §3 upload record): one uploaded workbook, its dry run and whether
 * it was confirmed. The dry run's rows are in po_batch_rows.
 */
export const poBatches = pgTable(
  'po_batches',
  {
    id: id(),
    /** Upload serial number shown to users: B + date + a daily sequence. */
    serialNumber: text().notNull(),
    category: text().notNull(),
    fileId: text()
      .notNull()
      .references(() => files.id),
    fileName: text().notNull(),
    uploadedBy: text()
      .notNull()
      .references(() => users.id),
    uploaderName: text().notNull(),
    /** excel (an uploaded workbook) or api. */
    sourceType: text().notNull().default('excel'),
    status: text().$type<BatchStatus>().notNull().default('parsing'),
    poCount: integer().notNull().default(0),
    itemCount: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    /** Why parsing stopped (an unreadable workbook), in the catalogue's terms. */
    failure: jsonb().$type<{ key: string; params?: Record<string, string | number> }>(),
    createdAt: createdAt(),
    decidedAt: instant(),
  },
  (t) => [uniqueIndex().on(t.serialNumber), index().on(t.uploadedBy, t.createdAt)],
);

export interface BatchRowValues {
  qty?: number;
  deliveryDate?: string;
  gr?: number;
  deliveryCompleted?: boolean;
  /** A dangerous-goods row's fields (src/shared/domain/po/dangerous-goods.ts). */
  material?: string;
  description?: string;
  unNumber?: string;
  hazardClass?: string;
  packingGroup?: string;
  remark?: string;
}

/** A row of a PO batch as read from the workbook (src/server/modules/po/batch/staged-plan.ts). */
export type StagedLine =
  | { kind: 'po'; po: PoUploadLine['po']; item: PoUploadLine['item'] }
  | { kind: 'change'; poNumber: string; itemNumber: string; qty?: number; deliveryDate?: string };

/** One line of a batch's dry run: what applying it would do, or why it cannot. */
export const poBatchRows = pgTable(
  'po_batch_rows',
  {
    batchId: text()
      .notNull()
      .references(() => poBatches.id, { onDelete: 'cascade' }),
    row: integer().notNull(),
    poNumber: text().notNull().default(''),
    itemNumber: text().notNull().default(''),
    /** create, update, unchanged, or error. */
    outcome: text().notNull(),
    before: jsonb().$type<BatchRowValues>(),
    after: jsonb().$type<BatchRowValues>(),
    errors: jsonb().$type<{ column: string | null; key: string; params?: Record<string, string | number> }[]>().notNull().default([]),
    /** The row as read, kept for the confirm so it need not read the workbook again; null on errors. */
    line: jsonb().$type<StagedLine>(),
  },
  // The second index serves the staged plan's rounds: whole POs of a batch in PO number order.
  (t) => [uniqueIndex().on(t.batchId, t.row), index('po_batch_rows_batch_po').on(t.batchId, t.poNumber, t.row)],
);
