import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ImportedPo } from '../../src/shared/contracts/po.ts';
import type { PoItemRow } from '../../src/shared/contracts/po-rows.ts';
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import {
  approveMutation,
  confirmMutation,
  receiveMutation,
  recallMutation,
  rejectChangeMutation,
  requestChangeMutation,
  setNotificationMutation,
  splitMutation,
  submitDatesMutation,
  submitTbdMutation,
  unreceiveMutation,
  vendorRejectMutation,
} from '../../src/shared/domain/po/mutations.ts';
import type { MutationSpec, RowsView } from '../../src/shared/domain/sync-mutations.ts';
import { dataOf, startTestApp, type TestApp } from './support/harness.ts';
import { po1, poItem } from './support/po-fixtures.ts';

/**
 * Property: whatever a user does, what their device shows at once (the action's overlay on the rows
 * it pulled) is what it pulls once the server has answered — for an applied action and for a refused
 * one (then neither side changes). Random action sequences from fixed seeds, on real servers.
 */
type Account = 'vendor1' | 'buyer1';
interface Device {
  token: string;
  cursor: number;
  nextId: number;
  view: RowsView;
}

let t: TestApp;
const devices = {} as Record<Account, Device>;
beforeAll(async () => {
  t = await startTestApp();
  for (const account of ['vendor1', 'buyer1'] as const) devices[account] = { token: await t.tokenFor(account), cursor: 0, nextId: 1, view: new Map() };
});
afterAll(() => t.close());

/** Brings a device's rows up to date, as its sync does (rows carry the rev they were pulled at). */
async function pull(account: Account): Promise<RowsView> {
  const device = devices[account];
  for (;;) {
    const payload = { clientId: `parity-${account}`, cursor: device.cursor };
    const page = dataOf(syncPull, await t.request({ method: 'POST', url: '/api/sync/pull', token: device.token, payload }));
    for (const change of page.changes) {
      const rows = device.view.get(change.table) ?? new Map<string, Record<string, unknown>>();
      device.view.set(change.table, rows);
      if (change.row) rows.set(change.id, { ...change.row, _rev: change.rev });
      else rows.delete(change.id);
    }
    device.cursor = page.cursor;
    if (!page.hasMore) return device.view;
  }
}

const copyOf = (view: RowsView): RowsView => new Map([...view].map(([table, rows]) => [table, new Map(rows)]));

/** What the user sees of the POs: the server's clock fields (rev, updatedAt, approvedAt) are not the device's to know. */
function seen(view: RowsView, poIds: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const table of ['purchaseOrders', 'poItems']) {
    for (const [id, row] of view.get(table) ?? []) {
      if (!poIds.has(String(table === 'poItems' ? row.poId : id))) continue;
      const { _rev, updatedAt: _updatedAt, approvedAt: _approvedAt, ...rest } = row;
      out[`${table}/${id}`] = rest;
    }
  }
  return out;
}

/** A small deterministic generator (mulberry32), so a failing seed can be run again. */
function randomFrom(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

interface Step {
  account: Account;
  spec: MutationSpec<z.ZodType>;
  args: Record<string, unknown>;
}

/** The next action: mostly valid-looking, sometimes breaking a rule (empty reason, bad split, wrong status). */
function nextStep(random: ReturnType<typeof randomFrom>, view: RowsView, poId: string): Step {
  const items = [...(view.get('poItems')?.values() ?? [])].filter((i) => i.poId === poId) as PoItemRow[];
  const inApproval = items.filter((i) => i.itemStatus === 'changeRequested');
  const one = () => (inApproval.length > 0 && random.next() < 0.6 ? random.pick(inApproval) : random.pick(items));
  const some = () => (random.next() < 0.75 ? [one().id] : items.filter(() => random.next() < 0.5).map((i) => i.id));
  // The buyer mostly decides on what waits for them, now and then on something that does not.
  const decided = () => (inApproval.length > 0 && random.next() < 0.85 ? [random.pick(inApproval).id] : some());
  const vendor = (spec: MutationSpec<z.ZodType>, args: Record<string, unknown>): Step => ({ account: 'vendor1', spec, args });
  const buyer = (spec: MutationSpec<z.ZodType>, args: Record<string, unknown>): Step => ({ account: 'buyer1', spec, args });
  const item = one();
  const split = () => {
    const first = Math.round(item.qty * 400) / 1000;
    // The later date comes first: an approved split is due with its earliest delivery, not its first line.
    const lines = [
      { qty: first, deliveryDate: '2027-01-20' },
      { qty: random.pick([item.qty - first, item.qty]), deliveryDate: '2027-01-05' },
    ];
    return vendor(splitMutation, { itemId: item.id, lines, reasonCode: random.pick(['R01', 'R01', '']), remark: 'split' });
  };
  // Weighted as a working day goes: answers and decisions often, unreceive and the mail switch rarely.
  const weighted: [number, () => Step][] = [
    [1, () => vendor(receiveMutation, { poIds: [poId] })],
    [1, () => vendor(unreceiveMutation, { poIds: [poId] })],
    [2, () => vendor(confirmMutation, { itemIds: some() })],
    [
      3,
      () =>
        vendor(requestChangeMutation, {
          itemId: item.id,
          qty: random.pick([item.qty, item.qty + 5, 0]),
          deliveryDate: random.pick([item.deliveryDate, '2027-01-15']),
          reasonCode: random.pick(['R01', 'R02', '']),
          remark: 'proposed',
        }),
    ],
    [3, split],
    [2, () => vendor(submitTbdMutation, { itemIds: some(), tbdStatus: random.pick(['T01', '']), responseDate: random.pick(['2027-02-01', null]), remark: '' })],
    [2, () => vendor(submitDatesMutation, { itemIds: some(), la: random.pick([null, '2027-03-10', '2027-03-01']), etd: random.pick([null, '2027-03-05']) })],
    [1, () => vendor(vendorRejectMutation, { itemIds: some(), tbdStatus: random.pick(['T02', '']), remark: 'cannot' })],
    [1, () => vendor(recallMutation, { itemIds: some() })],
    [3, () => buyer(approveMutation, { itemIds: decided(), remark: 'ok' })],
    [
      2,
      () => buyer(rejectChangeMutation, { itemIds: decided(), remark: 'no', tbdStatus: random.pick(['T03', '']), tbdDate: random.pick([null, '2027-04-01']) }),
    ],
    [
      1,
      () => {
        const account = random.pick(['vendor1', 'buyer1'] as const);
        return { account, spec: setNotificationMutation, args: { poIds: [poId], side: account === 'vendor1' ? 'vendor' : 'buyer', on: random.next() < 0.5 } };
      },
    ],
  ];
  return random.pick(weighted.flatMap(([weight, step]) => Array.from({ length: weight }, () => step)))();
}

/** Pushes one action as the device would: decided on what it pulled. */
async function push(step: Step, view: RowsView) {
  const device = devices[step.account];
  const args = step.spec.args.parse(step.args);
  const decidedOn = step.spec.expectFrom?.(view, args, '');
  const mutation = { id: device.nextId++, name: step.spec.name, args, ...(decidedOn ? { expect: decidedOn } : {}) };
  const res = await t.request({
    method: 'POST',
    url: '/api/sync/push',
    token: device.token,
    payload: { clientId: `parity-${step.account}`, mutations: [mutation] },
  });
  return dataOf(syncPush, res).results[0]!;
}

async function importPo(poNumber: string): Promise<string> {
  const pos: ImportedPo[] = [{ ...po1, poNumber, items: [poItem('10', 100), poItem('20', 7.5), poItem('30', 30, '2026-12-20')] }];
  const res = await t.request({ method: 'POST', url: '/api/po/import', token: await t.tokenFor('uploader1'), payload: { pos } });
  expect(res.statusCode).toBe(200);
  const view = await pull('vendor1');
  const po = [...(view.get('purchaseOrders')?.values() ?? [])].find((p) => p.poNumber === poNumber);
  return String(po!.id);
}

describe('the overlay and the server agree on every PO action', () => {
  it('after random action sequences, applied or refused, the device shows at once what it pulls afterwards', async () => {
    const applied = new Map<string, number>();
    let approvedSplits = 0;
    for (const seed of [11, 23, 37, 41]) {
      const poId = await importPo(`46000000${seed}`);
      const random = randomFrom(seed);
      const log: string[] = [];
      for (let n = 0; n < 45; n++) {
        const view = await pull('vendor1');
        // Every sequence starts by receiving the PO, as the vendor's day does.
        const step = n === 0 ? { account: 'vendor1' as const, spec: receiveMutation, args: { poIds: [poId] } } : nextStep(random, view, poId);
        const before = copyOf(await pull(step.account));
        const predicted = copyOf(before);
        step.spec.overlay(predicted, step.spec.args.parse(step.args), '');
        const result = await push(step, before);
        const after = await pull(step.account);
        log.push(`${step.account} ${step.spec.name} ${JSON.stringify(step.args)} -> ${result.status}${result.code ? ` ${result.code}` : ''}`);
        expect(seen(after, new Set([poId])), `seed ${seed}, step ${n}:\n${log.join('\n')}`).toEqual(seen(predicted, new Set([poId])));
        if (result.status !== 'applied') continue;
        applied.set(step.spec.name, (applied.get(step.spec.name) ?? 0) + 1);
        if (step.spec === approveMutation) {
          const splits = (step.args.itemIds as string[]).filter((id) => (before.get('poItems')?.get(id) as PoItemRow).changeKind === 'split');
          approvedSplits += splits.length;
        }
      }
    }
    // The sequences reach every action applied, split approval among them: the comparison was not vacuous.
    expect([...applied.keys()].sort()).toEqual(
      [receiveMutation, unreceiveMutation, confirmMutation, requestChangeMutation, splitMutation, submitTbdMutation, submitDatesMutation]
        .concat([vendorRejectMutation, recallMutation, approveMutation, rejectChangeMutation, setNotificationMutation])
        .map((s) => s.name)
        .sort(),
    );
    expect(approvedSplits).toBeGreaterThan(0);
    // Four seeds of random sequences: about 20 s alone, more beside another worker on two cores.
  }, 90_000);
});
