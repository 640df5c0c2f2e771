import { describe, expect, it } from 'vitest';
import { applicableActions, BUYER_ACTIONS, VENDOR_ACTIONS, type ChosenItemPo } from '../../src/shared/domain/po/applicable-actions.ts';

const pos = new Map<string, ChosenItemPo>([
  ['new', { status: 'pendingReceiving', itemStatuses: ['pendingReceipt', 'pendingReceipt'] }],
  ['received', { status: 'pendingReceiving', itemStatuses: ['received', 'received'] }],
  ['asking', { status: 'pendingBuyerApproval', itemStatuses: ['changeRequested', 'confirmed'] }],
  ['done', { status: 'completed', itemStatuses: ['completed'] }],
]);
type Chosen = [poId: string, itemStatus: ChosenItemPo['itemStatuses'][number]];
const offered = (side: 'vendor' | 'buyer', items: Chosen[]) =>
  [
    ...applicableActions(
      side,
      items.map(([poId, itemStatus]) => ({ poId, itemStatus })),
      pos,
    ),
  ].sort();
const vendor = (...items: Chosen[]) => offered('vendor', items);
const buyer = (...items: Chosen[]) => offered('buyer', items);

describe('the actions an action bar offers for the chosen items', () => {
  it('offers every action with nothing chosen (taking one says to choose first)', () => {
    expect(vendor()).toEqual([...VENDOR_ACTIONS].sort());
    expect(buyer()).toEqual([...BUYER_ACTIONS].sort());
  });

  it('a pending item of a new PO: receive it; not unreceive, recall, answers or a reminder (the vendor sends only POs waiting on the buyer)', () => {
    expect(vendor(['new', 'pendingReceipt'])).toEqual(['receive']);
    expect(buyer(['new', 'pendingReceipt'])).toEqual(['send']);
  });

  it('a received item: the answers, LA / ETD and unreceive; change and split only for one item', () => {
    expect(vendor(['received', 'received'])).toEqual(['confirm', 'change', 'dates', 'reject', 'split', 'tbd', 'unreceive'].sort());
    expect(vendor(['received', 'received'], ['received', 'received'])).toEqual(['confirm', 'dates', 'reject', 'tbd', 'unreceive'].sort());
  });

  it('a change waiting for approval: recall and LA / ETD; mixed with a confirmed item, only what fits both', () => {
    expect(vendor(['asking', 'changeRequested'])).toEqual(['dates', 'recall', 'send']);
    expect(vendor(['asking', 'changeRequested'], ['asking', 'confirmed'])).toEqual(['dates', 'send']);
  });

  it('a completed item: nothing', () => {
    expect(vendor(['done', 'completed'])).toEqual([]);
    expect(buyer(['done', 'completed'])).toEqual([]);
  });

  it('the buyer decides only on items in approval', () => {
    expect(buyer(['asking', 'changeRequested'])).toEqual(['approve', 'rejectChange']);
    expect(buyer(['asking', 'confirmed'])).toEqual([]);
  });
});
