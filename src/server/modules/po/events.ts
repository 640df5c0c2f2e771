import type { PoSide } from '../../../shared/domain/po/rules.ts';
import { eventType } from '../../events/bus.ts';
import type { purchaseOrders } from '../../db/schema/index.ts';

/**
 * What happened to a PO, published by the PO actions inside their transaction. The PO module sends
 * its own mail from these; other modules (in-app messages today, the workflow engine later) subscribe
 * to PO_EVENTS without the PO module importing them (src/server/domain-events.ts wires them).
 */
export type PoEventTopic = 'newPo' | 'changedPo' | 'changeRequest' | 'vendorReject' | 'approved' | 'rejected' | 'manualSend';

export interface PoEvent {
  topic: PoEventTopic;
  poId: string;
  /** Item numbers the event is about. */
  items?: readonly string[];
  /** Who acted, as the records name them. */
  actor: string;
  /** Manual send only: the side that receives it. */
  to?: PoSide;
}

export type PoEventRow = typeof purchaseOrders.$inferSelect;

/** Who hears of an event: the vendor side of new or changed POs and of the buyer's decisions, the buyer side of requests and rejections. */
const RECIPIENT_SIDE: Record<Exclude<PoEventTopic, 'manualSend'>, PoSide> = {
  newPo: 'vendor',
  changedPo: 'vendor',
  approved: 'vendor',
  rejected: 'vendor',
  changeRequest: 'buyer',
  vendorReject: 'buyer',
};

/** The side an event is for; manual send names it itself (undefined: nobody). */
export function recipientSideOf(event: PoEvent): PoSide | undefined {
  return event.topic === 'manualSend' ? event.to : RECIPIENT_SIDE[event.topic];
}

/** What PO actions publish: the event, and the PO as it stands after the action's writes. */
export interface PublishedPoEvent {
  event: PoEvent;
  po: PoEventRow;
}

/** In-app messages subscribe; the PO module sends its own mail (po/mail.ts). */
export const PO_EVENTS = eventType<PublishedPoEvent>('po', { required: true });
