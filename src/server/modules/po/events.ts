import type { PoSide } from '../../../shared/domain/po/rules.ts';
import type { Db } from '../../db/client.ts';
import type { purchaseOrders } from '../../db/schema/index.ts';

/**
 * What happened to a PO, published by the PO actions inside their transaction. The PO module sends
 * its own mail from these; other modules (in-app messages today, the workflow engine later) listen
 * without the PO module importing them: they subscribe when the app is built (app.ts).
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

/** One transaction's listener: collects events as they are published and writes at flush, in that transaction. */
export interface PoEventListener {
  /** The PO as it stands after the action's writes. */
  add(event: PoEvent, po: PoEventRow): void;
  flush(): Promise<void>;
}

const listeners = new Set<(tx: Db) => PoEventListener>();

/** Registers a listener for every later PO transaction (idempotent: the same factory counts once). */
export function subscribeToPoEvents(listenerFor: (tx: Db) => PoEventListener): void {
  listeners.add(listenerFor);
}

/**
 * The subscribed listeners for one transaction. With none subscribed the process was not wired
 * (domain-events.ts): refuse, rather than let a PO change pass without the messages it must write.
 */
export function poEventListenersFor(tx: Db): PoEventListener[] {
  if (listeners.size === 0) throw new Error('PO events have no listeners: call wireDomainEvents() before changing POs');
  return [...listeners].map((listenerFor) => listenerFor(tx));
}
