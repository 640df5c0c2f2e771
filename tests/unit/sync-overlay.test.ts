import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PLATFORM_MUTATIONS, subjectsOf, type MutationSpec, type RowsView } from '../../src/shared/domain/sync-mutations.ts';
import { receiveMutation } from '../../src/shared/domain/po/mutations.ts';
import type { BaseRow, OutboxEntry } from '../../src/app/offline/db.ts';
import { overlay, rowMarks } from '../../src/app/offline/outbox.ts';

const specs = new Map<string, MutationSpec<z.ZodType>>(PLATFORM_MUTATIONS.map((s) => [s.name, s]));
const me: BaseRow = { id: 'u1', theme: 'classic', language: 'zh-CN' };
const base = new Map([['profile', [me]]]);
let seq = 0;
const entry = (mutationId: number, name: string, args: unknown, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  seq: ++seq,
  userId: 'u1',
  clientId: 'c1',
  mutationId,
  name,
  args,
  status: 'pending',
  createdAt: 0,
  ...over,
});

describe('overlay', () => {
  it('applies unanswered actions in mutation order, leaving the pulled rows untouched', () => {
    const entries = [
      entry(2, 'profile.setLayout', { theme: 'plain' }),
      entry(1, 'profile.setLayout', { theme: 'blend' }),
      entry(3, 'profile.setLanguage', { language: 'en' }),
    ];
    expect(overlay(base, entries, specs, 'u1', 0).get('profile')?.get('u1')).toEqual({ id: 'u1', theme: 'plain', language: 'en' });
    expect(me).toEqual({ id: 'u1', theme: 'classic', language: 'zh-CN' });
  });
  it('skips rejected actions, those already in the pulled rows, another user’s, and unknown or malformed ones', () => {
    const entries = [
      entry(1, 'profile.setLayout', { theme: 'blend' }),
      entry(2, 'profile.setLayout', { theme: 'plain' }, { status: 'rejected' }),
      entry(3, 'profile.setLayout', { theme: 'functional' }, { userId: 'u2' }),
      entry(4, 'po.teleport', {}),
      entry(5, 'profile.setLanguage', { language: 'klingon' }),
    ];
    expect(overlay(base, entries, specs, 'u1', 1).get('profile')?.get('u1')).toEqual(me);
    expect(overlay(base, entries, specs, 'u1', 0).get('profile')?.get('u1')?.theme).toBe('blend');
  });
  it('a sent action shows until the pull that contains it', () => {
    const entries = [entry(1, 'profile.setLayout', { theme: 'blend' }, { status: 'sent' })];
    expect(overlay(base, entries, specs, 'u1', 0).get('profile')?.get('u1')?.theme).toBe('blend');
  });
});

describe('what a refused action was about', () => {
  const po = { id: 'po1', poNumber: '4500000001', status: 'pendingReceiving' };
  const item = (id: string, itemNumber: string) => ({
    id,
    poId: 'po1',
    poNumber: '4500000001',
    itemNumber,
    itemStatus: 'pendingReceipt',
    qty: 10,
    deliveryDate: '2026-12-01',
  });
  const view = (): RowsView =>
    new Map<string, Map<string, Record<string, unknown>>>([
      ['purchaseOrders', new Map([['po1', po]])],
      // Stored out of item order: the subjects come in the order a person reads them.
      [
        'poItems',
        new Map([
          ['i2', item('i2', '00020')],
          ['i1', item('i1', '00010')],
        ]),
      ],
    ]);

  it('keeps every item of a received PO as seen and as the vendor wanted it, the view untouched', () => {
    const seen = view();
    const subjects = subjectsOf(receiveMutation, seen, { poIds: ['po1'] }, 'u1') ?? [];
    expect(subjects.map((s) => [s.title.values.item, s.seen.itemStatus, s.wanted.itemStatus, s.wanted.qty])).toEqual([
      ['00010', 'pendingReceipt', 'received', 10],
      ['00020', 'pendingReceipt', 'received', 10],
    ]);
    expect(subjects[0]?.title).toEqual({ key: 'sync.subject.poItem', values: { po: '4500000001', item: '00010' } });
    expect(seen.get('poItems')?.get('i1')?.itemStatus).toBe('pendingReceipt');
  });

  it('marks the rows: a refusal outweighs a wait, and an action the server took marks nothing', () => {
    const about = (id: string) => [{ table: 'poItems', id, title: { key: 'k', values: {} }, seen: {}, wanted: {} }];
    const marks = rowMarks(
      [
        entry(1, 'po.confirm', {}, { subjects: about('i1') }),
        entry(2, 'po.confirm', {}, { subjects: about('i1'), status: 'rejected' }),
        entry(3, 'po.confirm', {}, { subjects: about('i2') }),
        entry(4, 'po.confirm', {}, { subjects: about('i3'), status: 'sent' }),
      ],
      'poItems',
    );
    expect([...marks].sort()).toEqual([
      ['i1', 'refused'],
      ['i2', 'pending'],
    ]);
  });
});
