/**
 * Replay of real PO actions, server side: vendor1's `po.receive` / `po.unreceive` on the demo POs it
 * may act on, alternating per PO so each one applies, pushed over HTTP in batches of PUSH_BATCH_MAX as
 * a device sends its outbox. Several runs of 1,000 mutations, min / median / max with the load
 * average beside them. Goal: ≥ 500 mutations/s. PGlite in a temporary directory, or a fresh database
 * on the PostgreSQL server of BENCH_DATABASE_URL. Run alone with `npx tsx tests/bench/po-replay.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PUSH_BATCH_MAX, type PushedMutation } from '../../src/shared/contracts/sync.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase, queryRows, type Db } from '../../src/server/db/client.ts';
import { wireDomainEvents } from '../../src/server/domain-events.ts';
import { seedDatabase } from '../../src/server/seed/seed.ts';
import { seedDemoPos } from '../../src/server/seed/demo-pos.ts';
import { againstGoal, freshServerDatabase, loadAverage, medianOf, signIn, spread } from './bench-support.ts';

const MUTATIONS = 1_000;
const RUNS = Number(process.env.BENCH_REPLAY_RUNS ?? 5);
const PASSWORD = 'Bench#2026pass';
export const REPLAY_GOAL = 500;

/** A PO vendor1 may receive or unreceive, and whether it stands received now. */
export interface ReplayPo {
  id: string;
  received: boolean;
}

/** vendor1's POs that alternate cleanly: untouched (receive applies) or received only (unreceive applies). */
export async function replayablePos(db: Db, supplierCode = 'V1001'): Promise<ReplayPo[]> {
  const rows = await queryRows<{ id: string; received: boolean }>(
    db,
    sql`select p.id, bool_and(i.item_status = 'received') as received
      from purchase_orders p join po_items i on i.po_id = p.id and i.deleted_at is null
      where p.supplier_code = ${supplierCode} and p.deleted_at is null
      group by p.id
      having bool_and(i.item_status = 'received') or (p.status = 'pendingReceiving' and bool_and(i.item_status = 'pendingReceipt'))
      order by p.id`,
  );
  return rows.map((r) => ({ id: r.id, received: r.received }));
}

/** The next `count` actions over the POs in turn, each the one that applies to the PO as it stands (and flips it). */
export function nextActions(pos: ReplayPo[], count: number): { name: 'po.receive' | 'po.unreceive'; poId: string }[] {
  return Array.from({ length: count }, (_, n) => {
    const po = pos[n % pos.length]!;
    po.received = !po.received;
    return { name: po.received ? 'po.receive' : 'po.unreceive', poId: po.id };
  });
}

/** min / median / max of the runs, the median against the goal. */
export const summary = (rates: number[]) =>
  `${spread(rates)} mutations/s (min / median / max); median ${againstGoal(medianOf(rates), REPLAY_GOAL, 'mutations/s')}`;

export async function benchPoReplay(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-bench-replay-'));
  const server = process.env.BENCH_DATABASE_URL ? await freshServerDatabase(process.env.BENCH_DATABASE_URL, 'replay') : null;
  const database = await openDatabase(server ? { url: server.url } : { dataDir: path.join(work, 'data') });
  await migrateDatabase(database);
  wireDomainEvents();
  await seedDatabase(database.db, PASSWORD);
  await seedDemoPos(database.db);
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', LOGIN_RATE_LIMIT: '1000000' }), { database, serveStatic: false });
  try {
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signIn(appUrl, 'vendor1', PASSWORD);
    const pos = await replayablePos(database.db);
    console.log(
      `\nPO replay, server side, engine ${database.engine}: ${RUNS} runs of ${MUTATIONS} over vendor1's ${pos.length} POs, batches of ${PUSH_BATCH_MAX}`,
    );
    const rates: number[] = [];
    let nextId = 1;
    for (let run = 0; run < RUNS; run++) {
      const mutations: PushedMutation[] = nextActions(pos, MUTATIONS).map((a) => ({ id: nextId++, name: a.name, args: { poIds: [a.poId] } }));
      const started = performance.now();
      let refused = 0;
      for (let at = 0; at < mutations.length; at += PUSH_BATCH_MAX) {
        const res = await fetch(`${appUrl}/api/sync/push`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ clientId: 'bench-replay-device', mutations: mutations.slice(at, at + PUSH_BATCH_MAX) }),
        });
        const body = (await res.json()) as { data?: { results: { status: string }[] } };
        if (!body.data) throw new Error(`push answered ${res.status}`);
        refused += body.data.results.filter((r) => r.status !== 'applied').length;
      }
      const rate = MUTATIONS / ((performance.now() - started) / 1000);
      rates.push(rate);
      console.log(`  run ${run + 1}: ${rate.toFixed(0)} mutations/s, ${refused} refused; load average ${loadAverage()}`);
    }
    console.log(`PO replay, server side: ${summary(rates)}`);
  } finally {
    await app.close();
    await database.close();
    await server?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPoReplay();
