import { sql } from 'drizzle-orm';
import type { i18n as I18n } from 'i18next';
import { newId } from '../../db/schema/columns.ts';
import type { Language } from '../../../shared/constants.ts';
import { WORKFLOW_TYPE, type MessageLink } from '../../../shared/contracts/messages.ts';
import { textAsHtml } from '../../../shared/domain/message-html.ts';
import type { PoSide } from '../../../shared/domain/po/rules.ts';
import { createTranslator, pickLanguage } from '../../../shared/i18n/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { Subscriber, TransactionListener } from '../../events/bus.ts';
import { recipientSideOf, type PoEvent, type PoEventRow, type PublishedPoEvent } from '../po/events.ts';
import { deliverAll } from './queries.ts';

type PoRow = PoEventRow;

/** Topics a batch import raises many times for one vendor: those become one message per vendor user. */
const GROUPED: ReadonlySet<PoEvent['topic']> = new Set(['newPo', 'changedPo']);
/** PO numbers a grouped message names before "and N more". */
const NAMED_POS = 50;

interface Group {
  side: PoSide;
  scopeKey: string;
  first: PoRow;
  event: PoEvent;
  pos: { poNumber: string; items: readonly string[] }[];
}

const translators = new Map<Language, I18n>();
function translatorFor(language: Language): I18n {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = createTranslator(language)));
  return t;
}

/** The side's people for a PO's scope, as PO mail finds them, with or without an e-mail address. */
async function recipientsOf(tx: Db, side: PoSide, po: PoRow): Promise<{ id: string; language: Language }[]> {
  const inScope =
    side === 'vendor'
      ? sql`${po.supplierCode} = any(u.supplier_codes)`
      : sql`${po.plant} = any(u.plants) and (cardinality(u.purchasing_groups) = 0 or ${po.purchasingGroup} = any(u.purchasing_groups))`;
  const ofKind = side === 'vendor' ? sql`r.kind = 'vendor'` : sql`r.kind in ('buyer', 'uploader')`;
  const rows = await queryRows<{ id: string; language: string }>(
    tx,
    sql`select u.id, u.language from users u
      where u.enabled and u.deleted_at is null and ${inScope}
        and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.enabled and ${ofKind})`,
  );
  return rows.map((r) => ({ id: r.id, language: pickLanguage(r.language) }));
}

function render(group: Group, language: Language): { title: string; bodyText: string; link: MessageLink } {
  const { t } = translatorFor(language);
  const { event, first, side } = group;
  if (group.pos.length === 1) {
    const values = {
      po: first.poNumber,
      plant: first.plant,
      count: first.itemCount,
      items: group.pos[0]!.items.join(', '),
      actor: event.actor,
      supplier: first.supplierName || first.supplierCode,
      status: first.status,
    };
    return {
      title: t(`po.mail.${event.topic}.subject`, values),
      bodyText: textAsHtml(t(`po.mail.${event.topic}.body`, values)),
      link: { side, poId: first.id, poNumber: first.poNumber },
    };
  }
  const numbers = group.pos.map((p) => p.poNumber).sort();
  const named = numbers.slice(0, NAMED_POS).join(', ');
  const pos = numbers.length > NAMED_POS ? t('messages.event.andMore', { list: named, more: numbers.length - NAMED_POS }) : named;
  const key = event.topic === 'changedPo' ? 'changedPoMany' : 'newPoMany';
  return {
    title: t(`messages.event.${key}.title`, { count: numbers.length }),
    bodyText: textAsHtml(t(`messages.event.${key}.body`, { count: numbers.length, pos })),
    link: { side },
  };
}

/**
 * Messages for PO events: whoever PO mail would tell hears of it in the app too, in their
 * own language, whether or not mail is configured or switched on for the PO. Collected during the
 * transaction and written at flush in multi-row inserts; a batch import's new and changed POs make one
 * message per vendor (per language), not one per PO.
 */
export class PoMessageBatch implements TransactionListener<PublishedPoEvent> {
  private readonly groups = new Map<string, Group>();
  constructor(private readonly tx: Db) {}

  /** The PO as it stands after the action's writes; the event's side receives it. */
  add({ event, po }: PublishedPoEvent): void {
    const side = recipientSideOf(event);
    if (!side || po.deletedAt) return;
    const scopeKey = side === 'vendor' ? `vendor/${po.supplierCode}` : `buyer/${po.plant}/${po.purchasingGroup}`;
    const key = `${scopeKey}/${event.topic}/${GROUPED.has(event.topic) ? '' : po.id}`;
    const group = this.groups.get(key);
    const entry = { poNumber: po.poNumber, items: event.items ?? [] };
    if (group) group.pos.push(entry);
    else this.groups.set(key, { side, scopeKey, first: po, event, pos: [entry] });
  }

  async flush(): Promise<void> {
    const people = new Map<string, Promise<{ id: string; language: Language }[]>>();
    const now = new Date();
    const written: { message: typeof messages.$inferInsert & { id: string }; userIds: string[] }[] = [];
    for (const group of this.groups.values()) {
      let found = people.get(group.scopeKey);
      if (!found) people.set(group.scopeKey, (found = recipientsOf(this.tx, group.side, group.first)));
      const byLanguage = new Map<Language, string[]>();
      for (const person of await found) byLanguage.set(person.language, [...(byLanguage.get(person.language) ?? []), person.id]);
      for (const [language, userIds] of byLanguage) {
        const { title, bodyText, link } = render(group, language);
        written.push({
          message: {
            id: newId(),
            type: WORKFLOW_TYPE,
            title,
            bodyText,
            link,
            creatorName: group.event.actor,
            status: 'released',
            releasedAt: now,
            lastModifyTime: now,
          },
          userIds,
        });
      }
    }
    this.groups.clear();
    for (let i = 0; i < written.length; i += 500) await this.tx.insert(messages).values(written.slice(i, i + 500).map((w) => w.message));
    await deliverAll(
      this.tx,
      written.map((w) => ({ message: w.message, userIds: w.userIds })),
    );
  }
}

/** What src/server/domain-events.ts subscribes to PO events: the in-app messages of each PO transaction. */
export const poMessageListener: Subscriber<PublishedPoEvent> = (tx) => new PoMessageBatch(tx);
