import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/shared/i18n/index.ts';
import {
  answerRefusal,
  changeRefusal,
  datesRefusal,
  decisionRefusal,
  manualSendRefusal,
  pickRefusal,
  receiveRefusal,
  recallRefusal,
  splitRefusal,
  tbdRefusal,
  unreceiveRefusal,
  vendorRejectRefusal,
} from '../../src/shared/domain/po/rules.ts';
import { derivePoStatus, PO_STATUSES, type ItemState, type ItemStatus } from '../../src/shared/domain/po/status.ts';

const i = (itemStatus: ItemStatus, lastDecision: ItemState['lastDecision'] = null): ItemState => ({ itemStatus, lastDecision });

describe('PO status from its items', () => {
  it.each([
    ['nothing answered', [i('pendingReceipt'), i('pendingReceipt')], 'pendingReceiving'],
    ['received, not answered', [i('received'), i('pendingReceipt')], 'pendingReceiving'],
    ['delivered in part, the rest not received', [i('completed'), i('pendingReceipt')], 'pendingReceiving'],
    ['all completed', [i('completed'), i('completed')], 'completed'],
    ['all confirmed or completed', [i('confirmed'), i('completed')], 'confirmed'],
    ['some answered by the vendor, some waiting for it', [i('confirmed'), i('received')], 'partialFeedbackByVendor'],
    ['a change sent back beside a confirmation', [i('confirmed'), i('changeRejected', 'rejected')], 'partialFeedbackByVendor'],
    ['some requests decided, some waiting for the buyer', [i('changeRequested'), i('confirmed', 'approved')], 'partialFeedbackByBuyer'],
    ['requests waiting for the buyer', [i('changeRequested'), i('confirmed')], 'pendingBuyerApproval'],
    ['the vendor rejected items', [i('rejectedByVendor'), i('confirmed')], 'changeRejectedByVendor'],
    ['every change sent back', [i('changeRejected', 'rejected'), i('changeRejected', 'rejected')], 'partialFeedbackByBuyer'],
    ['a TBD among confirmations', [i('tbd'), i('confirmed')], 'partialFeedbackByVendor'],
    ['no items', [], 'pendingReceiving'],
  ] as const)('%s', (_name, items, status) => {
    expect(derivePoStatus(items)).toBe(status);
  });
});

describe('guards', () => {
  it('picks: at least one, and one where only one is allowed', () => {
    expect(pickRefusal(0, 'many')?.key).toBe('atLeastOne');
    expect(pickRefusal(2, 'one')?.key).toBe('onlyOne');
    expect(pickRefusal(2, 'many')).toBeNull();
  });

  it('answers need a received item with no request in approval', () => {
    expect(answerRefusal('pendingReceipt')?.key).toBe('notReceived');
    expect(answerRefusal('completed')?.key).toBe('itemCompleted');
    expect(answerRefusal('changeRequested')?.key).toBe('recallFirst');
    for (const s of ['received', 'confirmed', 'changeRejected', 'tbd', 'rejectedByVendor'] as const) expect(answerRefusal(s)).toBeNull();
  });

  it('a change must alter QTY or date and carry a reason', () => {
    const now = { qty: 10, deliveryDate: '2026-12-01' };
    expect(changeRefusal('received', now, now, 'R01')?.key).toBe('noChange');
    expect(changeRefusal('received', now, { ...now, qty: 0 }, 'R01')?.key).toBe('splitPositive');
    expect(changeRefusal('received', now, { ...now, deliveryDate: '2026-12-02' }, ' ')?.key).toBe('reasonRequired');
    expect(changeRefusal('received', now, { ...now, qty: 9 }, 'R01')).toBeNull();
  });

  it('a split: two or more lines above 0 summing exactly to QTY; never a completed item', () => {
    const line = (qty: number) => ({ qty, deliveryDate: '2026-12-01' });
    expect(splitRefusal('completed', 3, [line(1), line(2)], 'R01')?.key).toBe('completedNoSplit');
    expect(splitRefusal('received', 3, [line(3)], 'R01')?.key).toBe('splitLines');
    expect(splitRefusal('received', 3, [line(3), line(0)], 'R01')?.key).toBe('splitPositive');
    expect(splitRefusal('received', 3, [line(1), line(1)], 'R01')).toEqual({ key: 'splitSum', params: { qty: 3 } });
    expect(splitRefusal('received', 0.3, [line(0.1), line(0.2)], 'R01')).toBeNull();
    expect(splitRefusal('received', 3, [line(1), line(2)], '')?.key).toBe('reasonRequired');
  });

  it('TBD and rejection need a TBD status; TBD also a response date', () => {
    expect(tbdRefusal('received', '', '2026-12-01')?.key).toBe('tbdStatusRequired');
    expect(tbdRefusal('received', 'T01', null)?.key).toBe('tbdDateRequired');
    expect(tbdRefusal('received', 'T01', '2026-12-01')).toBeNull();
    expect(vendorRejectRefusal('received', '')?.key).toBe('tbdStatusRequired');
    expect(decisionRefusal('changeRequested', 'reject', '')?.key).toBe('tbdStatusRequired');
    expect(decisionRefusal('changeRequested', 'reject', 'T01')).toBeNull();
    expect(decisionRefusal('confirmed', 'approve')?.key).toBe('notInApproval');
  });

  it('LA / ETD: one at least, ETD not after LA', () => {
    expect(datesRefusal('confirmed', null, null)?.key).toBe('datesRequired');
    expect(datesRefusal('confirmed', '2026-12-01', '2026-12-02')?.key).toBe('laBeforeEtd');
    expect(datesRefusal('confirmed', '2026-12-02', '2026-12-01')).toBeNull();
    expect(datesRefusal('pendingReceipt', '2026-12-02', null)?.key).toBe('notReceived');
  });

  it('recall only in approval; receive only in Pending receiving; unreceive only before answers', () => {
    expect(recallRefusal('confirmed')?.key).toBe('onlyInApprovalRecall');
    expect(recallRefusal('changeRequested')).toBeNull();
    expect(receiveRefusal('pendingReceiving', ['pendingReceipt'])).toBeNull();
    expect(receiveRefusal('confirmed', ['confirmed'])?.key).toBe('receiveOnlyPending');
    expect(unreceiveRefusal(['received', 'completed'])).toBeNull();
    expect(unreceiveRefusal(['received', 'confirmed'])?.key).toBe('unreceiveAnswered');
  });

  it('manual send follows spec 000 §4.5 for each side', () => {
    const buyerAllowed = PO_STATUSES.filter((s) => manualSendRefusal('buyer', s) === null);
    const vendorAllowed = PO_STATUSES.filter((s) => manualSendRefusal('vendor', s) === null);
    expect(buyerAllowed).toEqual(['pendingReceiving', 'partialFeedbackByBuyer', 'partialFeedbackByVendor']);
    expect(vendorAllowed).toEqual(['pendingBuyerApproval', 'changeRejectedByVendor', 'partialFeedbackByBuyer', 'partialFeedbackByVendor']);
  });
});

describe('messages', () => {
  it('every refusal has its text in the three languages, the spec’s words in English', () => {
    const en = createTranslator('en');
    expect(en.t('po.error.atLeastOne')).toBe('At least pick one.');
    expect(en.t('po.error.onlyOne')).toBe('Can only pick one.');
    expect(en.t('po.error.completedNoSplit')).toBe('Completed items cannot be partially delivered.');
    expect(en.t('po.error.recallFirst')).toBe('Pls. recall the change request in approval before resubmit.');
    expect(en.t('po.error.onlyInApprovalRecall')).toBe('Only item in approval can be recalled.');
    expect(en.t('po.error.tbdStatusRequired')).toBe('Pls. specify the TBD status for rejected PO.');
    expect(en.t('po.error.roleOnly')).toBe('Permission Denied');
    expect(en.t('po.error.buyerSendRefused', { status: 'completed' })).toBe('A PO in status "PO completed" cannot be sent by the buyer.');
    expect(createTranslator('zh-CN').t('po.error.vendorSendRefused', { status: 'confirmed' })).toContain('PO 已确认');
  });
});
