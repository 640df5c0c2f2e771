/**
 * `npm run seed -- --large N`: N generated PO items (ITEMS_PER_PO to a PO) for volume tests and the
 * PO-list benchmark. Rows are made in the database by set-based INSERT … SELECT over generate_series,
 * a batch of POs per transaction, so a million items take minutes, not hours, and memory and WAL per
 * step stay bounded.
 *
 * Every value is a function of the PO's index k (PO number 4600000000 + k, far from the demo POs'
 * 45…), ids included, so a run can be repeated or resumed: rows already there are left alone
 * (ON CONFLICT DO NOTHING) and complete batches are skipped. A larger N later adds the missing POs.
 */
import { sql, type SQL } from 'drizzle-orm';
import { derivePoStatus, type ItemState } from '../../shared/domain/po/status.ts';
import { queryRows, type Db } from '../db/client.ts';
import { vendors } from '../db/schema/index.ts';

export const LARGE_PO_BASE = 4_600_000_000;
export const ITEMS_PER_PO = 5;
const BATCH_POS = 10_000;

/** One letter per item state, so a PO's scenario reads as a word. */
const CODES = {
  P: { itemStatus: 'pendingReceipt', lastDecision: null },
  R: { itemStatus: 'received', lastDecision: null },
  C: { itemStatus: 'confirmed', lastDecision: null },
  A: { itemStatus: 'confirmed', lastDecision: 'approved' },
  Q: { itemStatus: 'changeRequested', lastDecision: null },
  J: { itemStatus: 'changeRejected', lastDecision: 'rejected' },
  T: { itemStatus: 'tbd', lastDecision: null },
  X: { itemStatus: 'rejectedByVendor', lastDecision: null },
  D: { itemStatus: 'completed', lastDecision: null },
} as const satisfies Record<string, ItemState>;
type Code = keyof typeof CODES;

/**
 * The scenarios and how often they occur (weights sum to 20): most POs are new, confirmed or done,
 * a few are in each negotiation state, so every PO status appears, as a live system would show.
 */
const SCENARIOS: readonly [string, number][] = [
  ['PPPPP', 4],
  ['RRRRR', 2],
  ['CCCCC', 3],
  ['CCCAC', 1],
  ['DDDDD', 3],
  ['DDCCC', 1],
  ['QCCCC', 1],
  ['CRRRR', 1],
  ['AQCCC', 1],
  ['XCCCC', 1],
  ['JJDDD', 1],
  ['TCCCC', 1],
];
const SLOTS = SCENARIOS.flatMap(([word, weight]) => Array.from({ length: weight }, () => word));

/**
 * (slot, item number, letter, item status, decision, PO status) rows. The PO status is computed here
 * by the same derivePoStatus the server uses, so generated POs agree with their items by construction.
 */
function scenarioValues(): SQL {
  const rows = SLOTS.flatMap((word, slot) => {
    const codes = [...word] as Code[];
    const poStatus = derivePoStatus(codes.map((c) => CODES[c]));
    return codes.map((c, n) => sql`(${slot}::int, ${n + 1}::int, ${c}::text, ${CODES[c].itemStatus}::text, ${CODES[c].lastDecision}::text, ${poStatus}::text)`);
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as s(slot, n, code, item_status, last_decision, po_status)`;
}

/**
 * Deterministic ids shaped as UUIDv7 (a fixed instant, then kind and k*16 + item number), so a re-run
 * finds the same rows and ids of one kind sort by PO index (batch ranges are index ranges).
 */
const ID_TIME = Date.UTC(2026, 0, 1).toString(16).padStart(12, '0');
const idPrefix = (kind: 0 | 1 | 2) => `${ID_TIME.slice(0, 8)}-${ID_TIME.slice(8)}-7${kind}00-8000-`;
const idSql = (kind: 0 | 1 | 2, k: SQL, n: SQL | number) => sql`(${idPrefix(kind)}::text || lpad(to_hex(${k} * 16 + ${n}), 12, '0'))`;
export const largeId = (kind: 0 | 1 | 2, k: number, n = 0) => `${idPrefix(kind)}${(k * 16 + n).toString(16).padStart(12, '0')}`;

/** A well-mixed number in [0, m) from the PO index (hashint8: spreads neighbours; plain modulo would tie statuses to plants). */
const mix = (expr: SQL, m: number) => sql`((hashint8(${expr})::bigint + 2147483648) % ${m}::int)`;

const MATERIALS = [
  ['MAT-1001', 'Hex bolt M8x40, zinc plated'],
  ['MAT-1002', 'Flat washer M8, stainless'],
  ['MAT-2001', 'Bearing 6204-2RS'],
  ['MAT-2002', 'Oil seal 30x47x7'],
  ['MAT-3001', 'Aluminium profile 40x40, 6 m'],
  ['MAT-3002', 'Steel sheet DC01 1.5 mm'],
  ['MAT-4001', 'Cable harness, main drive'],
  ['MAT-4002', 'Connector M12, 5-pin'],
  ['MAT-5001', 'PCB controller rev. C'],
  ['MAT-5002', 'Power supply 24 V 10 A'],
  ['MAT-6001', 'Packaging carton 600x400'],
  ['MAT-6002', 'Pallet, EUR 1200x800'],
] as const;
const SUPPLIERS = [
  ['V1001', 'Acme Parts Co., Ltd.'],
  ['V1002', 'Beta Metals Ltd.'],
] as const;
const materialValues = sql`(values ${sql.join(
  MATERIALS.map(([m, d], x) => sql`(${x}::int, ${m}::text, ${d}::text)`),
  sql`, `,
)}) as m(x, material, description)`;

/** The PO-level facts of index k, shared by the PO and item inserts so both agree. */
const k = sql`g.k`;
const facts = {
  supplier: sql`(case when ${k} % 2 = 0 then ${SUPPLIERS[0][0]}::text else ${SUPPLIERS[1][0]}::text end)`,
  supplierName: sql`(case when ${k} % 2 = 0 then ${SUPPLIERS[0][1]}::text else ${SUPPLIERS[1][1]}::text end)`,
  plant: sql`(case when (${k} / 2) % 2 = 0 then '1000' else '2000' end)`,
  group: sql`(case when (${k} / 4) % 2 = 0 then 'P01' else 'P02' end)`,
  documentDate: sql`(current_date - (${k} % 120)::int)`,
};

export interface LargeSeedResult {
  pos: number;
  items: number;
  insertedItems: number;
  alreadyPresent: boolean;
}

async function countIn(db: Db, table: 'purchase_orders' | 'po_items', column: 'id' | 'po_id', from: number, to: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}
    where ${sql.identifier(column)} between ${largeId(0, from)} and ${largeId(0, to)}`,
  );
  return row?.n ?? 0;
}

async function insertBatch(db: Db, from: number, to: number): Promise<number> {
  const range = sql`generate_series(${from}::bigint, ${to}::bigint) as g(k)`;
  const slot = mix(k, SLOTS.length);
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into purchase_orders (id, po_number, supplier_code, supplier_name, plant, material, material_description,
        document_date, created_by, currency, purchasing_group, mrp_controller, status, remark, item_count)
      select ${idSql(0, k, 0)}, (${LARGE_PO_BASE}::bigint + ${k})::text, ${facts.supplier}, ${facts.supplierName}, ${facts.plant},
        m.material, m.description, ${facts.documentDate}, 'buyer1', case when ${k} % 3 = 0 then 'USD' else 'CNY' end, ${facts.group},
        'M' || left(${facts.plant}, 1) || (${k} % 3)::text, s.po_status, case when ${k} % 50 = 0 then 'Urgent: line stop risk' else '' end,
        ${ITEMS_PER_PO}
      from ${range} join ${scenarioValues()} on s.slot = ${slot} and s.n = 1 join ${materialValues} on m.x = ${mix(sql`${k} * 8 + 1`, MATERIALS.length)}
      on conflict do nothing`);
    // Item fields follow their state as the actions leave them: dates answered on confirmed items, the
    // requested values on an open change request, TBD codes on TBD and rejected items, GR on completed ones.
    const [inserted] = await queryRows<{ n: number }>(
      tx,
      sql`with d as (
        select ${k} as k, s.n, s.code, s.item_status, s.last_decision, m.material, m.description,
          (50 * (1 + ${mix(sql`${k} * 8 + s.n`, 40)}))::numeric as qty,
          ${facts.documentDate} + (14 + ${mix(sql`${k} * 8 + s.n + 5`, 60)})::int as delivery_date,
          ${facts.supplier} as supplier, ${facts.plant} as plant, ${facts.group} as grp
        from ${range} join ${scenarioValues()} on s.slot = ${slot} join ${materialValues} on m.x = ${mix(sql`${k} * 8 + s.n`, MATERIALS.length)}),
      ins as (insert into po_items (id, po_id, po_number, item_number, supplier_code, plant, purchasing_group, material, material_description,
          order_unit, qty, delivery_date, gr, balance, item_status, last_decision, tbd_status, tbd_response_date, la, etd, change_kind,
          requested_qty, requested_date, change_reason_code, change_remark, approve_remark, approval_tbd_date, approved_at,
          status_before_request, open_request_id)
        select ${idSql(1, sql`d.k`, sql`d.n`)}, ${idSql(0, sql`d.k`, 0)}, (${LARGE_PO_BASE}::bigint + d.k)::text, lpad((d.n * 10)::text, 5, '0'),
          d.supplier, d.plant, d.grp, d.material, d.description, case when d.n % 3 = 1 then 'PC' else 'EA' end, d.qty, d.delivery_date,
          case when d.code = 'D' then d.qty else 0 end, case when d.code = 'D' then 0 else d.qty end, d.item_status, d.last_decision,
          case d.code when 'T' then 'TBD02' when 'X' then 'TBD01' when 'J' then 'TBD02' else '' end,
          case when d.code = 'T' then current_date + 7 end,
          case when d.code in ('C', 'A', 'Q') then d.delivery_date end, case when d.code in ('C', 'A', 'Q') then d.delivery_date - 3 end,
          case when d.code in ('Q', 'A', 'J') then 'change' end,
          case when d.code = 'Q' then round(d.qty * 0.8) end, case when d.code = 'Q' then d.delivery_date + 14 end,
          case when d.code in ('Q', 'A', 'J') then 'R01' else '' end,
          case when d.code in ('Q', 'A', 'J') then 'Capacity is booked until then' else '' end,
          case d.code when 'A' then 'OK for this lot' when 'J' then 'The line needs the full quantity' else '' end,
          case when d.code = 'J' then current_date + 5 end, case when d.code = 'A' then now() end,
          case when d.code = 'Q' then 'confirmed' end, case when d.code = 'Q' then ${idSql(2, sql`d.k`, sql`d.n`)} end
        from d
        on conflict do nothing
        returning 1)
      select count(*)::int as n from ins`,
    );
    // An open change request carries the item's current values as "before", so the buyer can approve
    // or reject it through the normal actions.
    await tx.execute(sql`insert into po_change_requests (id, item_id, po_id, supplier_code, plant, purchasing_group, kind, status,
        before, after, reason_code, remark, requested_by)
      select i.open_request_id, i.id, i.po_id, i.supplier_code, i.plant, i.purchasing_group, 'change', 'inApproval',
        jsonb_build_object('qty', i.qty, 'deliveryDate', i.delivery_date),
        jsonb_build_object('qty', i.requested_qty, 'deliveryDate', i.requested_date, 'lines', null), i.change_reason_code, i.change_remark,
        'Generated vendor'
      from po_items i
      where i.po_id between ${largeId(0, from)} and ${largeId(0, to)} and i.open_request_id is not null
        and i.open_request_id like ${`${idPrefix(2)}%`}
      on conflict do nothing`);
    return inserted?.n ?? 0;
  });
}

/** Parses `--large`, `--large N` or `--large=N` (N may use _ or , as separators); null when absent. */
export function largeCountFromArgs(args: readonly string[], fallback = 1_000_000): number | null {
  const at = args.findIndex((a) => a === '--large' || a.startsWith('--large='));
  if (at < 0) return null;
  const flag = args[at]!;
  const raw = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args[at + 1];
  if (raw === undefined || raw.startsWith('--')) return fallback;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--large needs a positive whole number of PO items, got "${raw}"`);
  return n;
}

/**
 * Makes sure POs 4600000001 … 4600000000 + ceil(n / ITEMS_PER_PO) exist with their items (n is
 * rounded up to whole POs). Idempotent: present batches are skipped, present rows left as they are.
 */
export async function seedLargePos(db: Db, n: number, log: (line: string) => void = () => {}): Promise<LargeSeedResult> {
  const pos = Math.ceil(n / ITEMS_PER_PO);
  const items = pos * ITEMS_PER_PO;
  const present = await countIn(db, 'po_items', 'po_id', 1, pos);
  if (present >= items && (await countIn(db, 'purchase_orders', 'id', 1, pos)) >= pos) {
    log(`Large data already present: ${items} generated items on ${pos} POs, nothing to do.`);
    return { pos, items, insertedItems: 0, alreadyPresent: true };
  }
  for (const [code, name] of SUPPLIERS) {
    await db
      .insert(vendors)
      .values({ supplierCode: code, name, plants: ['1000', '2000'] })
      .onConflictDoNothing();
  }
  log(`Generating ${items} PO items on ${pos} POs (${present} present), ${BATCH_POS} POs per batch…`);
  const started = Date.now();
  let inserted = 0;
  for (let from = 1; from <= pos; from += BATCH_POS) {
    const to = Math.min(pos, from + BATCH_POS - 1);
    const complete = (await countIn(db, 'po_items', 'po_id', from, to)) === (to - from + 1) * ITEMS_PER_PO;
    if (!complete) inserted += await insertBatch(db, from, to);
    const seconds = (Date.now() - started) / 1000;
    log(
      `  ${to * ITEMS_PER_PO}/${items} items${complete ? ' (batch present)' : ''}, ${seconds.toFixed(1)} s, ${(inserted / Math.max(seconds, 0.001)).toFixed(0)} items/s`,
    );
  }
  // Fresh statistics, so the planner sees the new volume before the first list query, and the
  // visibility map set, so the list's total is an index-only count at once: before autovacuum came
  // by, the list of 1,000,000 items answered 4 requests a second instead of 73.
  await db.execute(sql`vacuum analyze purchase_orders, po_items, po_change_requests`);
  log(`Generated ${inserted} items in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return { pos, items, insertedItems: inserted, alreadyPresent: false };
}
