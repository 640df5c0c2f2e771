import type { ImportedPo } from '../../../../shared/contracts/po.ts';
import type { RowError } from '../../../../shared/domain/po/batch.ts';
import type { DangerousGoodsLine } from '../../../../shared/domain/po/dangerous-goods.ts';
import type { BatchRowValues } from '../../../db/schema/index.ts';

/**
 * A batch planned in memory: small batches only (the dangerous-goods list). PO batches, which may
 * hold 100,000 rows, are staged in the database instead (staged-plan.ts).
 */
export interface PlannedRow {
  row: number;
  poNumber: string;
  itemNumber: string;
  outcome: 'create' | 'update' | 'unchanged' | 'error';
  before: BatchRowValues | null;
  after: BatchRowValues | null;
  errors: Omit<RowError, 'row'>[];
}

/** What a batch would do: per row the outcome, before and after, or errors. */
export interface BatchPlan {
  pos: ImportedPo[];
  rows: PlannedRow[];
  errorCount: number;
  /** A dangerous-goods batch: the entries to write (it has no POs). */
  dangerousGoods?: DangerousGoodsLine[];
}
