import type { MessageLink, MessageListItem } from '../../../shared/contracts/messages.ts';
import { NOTICE_TYPE } from '../../../shared/contracts/messages.ts';
import { workflowConfigOf } from '../../../shared/domain/message-html.ts';

/** A PO event's message opens the PO on the recipient's side (the PO pages open a PO from `PO_id`). */
export function poHrefOf(link: MessageLink): string {
  const list = `/materialTracking/${link.side}/index`;
  return link.poId ? `${list}?PO_id=${encodeURIComponent(link.poId)}` : list;
}

/** Where opening a message leads (spec 000 §2.6): its PO, a dialog for a notice, or the workflow page. */
export type OpenTarget = { kind: 'href'; href: string } | { kind: 'dialog' };

export function openTargetOf(item: Pick<MessageListItem, 'type' | 'link'>, bodyText: string): OpenTarget {
  if (item.link) return { kind: 'href', href: poHrefOf(item.link) };
  if (item.type === NOTICE_TYPE) return { kind: 'dialog' };
  // config is already URL-encoded: it goes into the address as it is.
  return { kind: 'href', href: `/workFlowDetail?config=${workflowConfigOf(bodyText)}` };
}
