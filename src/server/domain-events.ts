import { subscribe } from './events/bus.ts';
import { poMessageListener } from './modules/messages/po-events.ts';
import { PO_EVENTS } from './modules/po/events.ts';

/**
 * Which modules hear which others' domain events, so a publisher never imports its listeners (the PO
 * module does not know messages exist). Wired before anything publishes: when the app is built, and
 * by the CLI before it seeds. Idempotent.
 */
export function wireDomainEvents(): void {
  subscribe(PO_EVENTS, poMessageListener);
}
