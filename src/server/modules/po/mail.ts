import { and, eq, isNull, sql } from 'drizzle-orm';
import type { i18n as I18n } from 'i18next';
import type { Language } from '../../../shared/constants.ts';
import type { PoSide } from '../../../shared/domain/po/rules.ts';
import { createTranslator, pickLanguage } from '../../../shared/i18n/index.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { purchaseOrders, vendors } from '../../db/schema/index.ts';
import { enqueueMail, type QueuedMail } from '../../plugins/mail-queue.ts';
import { publisherIn, type TransactionListener } from '../../events/bus.ts';
import { PO_EVENTS, recipientSideOf, type PoEvent, type PoEventRow, type PublishedPoEvent } from './events.ts';

/** Where e-mail links point; without settings (the demo seed) PO actions send no mail. */
export interface PoMailSettings {
  linkBase: string;
}

interface Recipient {
  email: string;
  account: string;
  name: string;
  language: Language;
}

const translators = new Map<Language, I18n>();
function translatorFor(language: Language): I18n {
  let t = translators.get(language);
  if (!t) translators.set(language, (t = createTranslator(language)));
  return t;
}

/** The side's people for this PO: active accounts of that role kind in the PO's scope, with an address. */
async function recipientsOf(tx: Db, side: PoSide, po: typeof purchaseOrders.$inferSelect): Promise<Recipient[]> {
  const inScope =
    side === 'vendor'
      ? sql`${po.supplierCode} = any(u.supplier_codes)`
      : sql`${po.plant} = any(u.plants) and (cardinality(u.purchasing_groups) = 0 or ${po.purchasingGroup} = any(u.purchasing_groups))`;
  const ofKind = side === 'vendor' ? sql`r.kind = 'vendor'` : sql`r.kind in ('buyer', 'uploader')`;
  const accounts = await queryRows<{ email: string; account: string; realName: string; language: string }>(
    tx,
    sql`select u.email, u.account, u.real_name as "realName", u.language from users u
      where u.enabled and u.deleted_at is null and u.email <> '' and ${inScope}
        and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.enabled and ${ofKind})
      order by u.account`,
  );
  const people: Recipient[] = accounts.map((a) => ({ email: a.email, account: a.account, name: a.realName, language: pickLanguage(a.language) }));
  if (side === 'vendor') {
    // The vendor master's notification addresses, unless an account already uses the address.
    const [master] = await tx
      .select({ emails: vendors.emails, name: vendors.name, language: vendors.language })
      .from(vendors)
      .where(eq(vendors.supplierCode, po.supplierCode));
    const known = new Set(people.map((p) => p.email.toLowerCase()));
    const language = pickLanguage(master?.language);
    for (const email of master?.emails ?? []) {
      if (!known.has(email.toLowerCase())) people.push({ email, account: email, name: master?.name ?? po.supplierName, language });
    }
  }
  return people;
}

/** The hand-over link (spec 000 §4.1): signs the right account in and opens the PO. */
function linkFor(settings: PoMailSettings, side: PoSide, recipient: Recipient, poNumber: string): string {
  const query = new URLSearchParams({ Type: side === 'vendor' ? 'V' : 'B', Account: recipient.account, PO: poNumber });
  return `${settings.linkBase}/login?${query.toString()}`;
}

function render(event: PoEvent, po: typeof purchaseOrders.$inferSelect, side: PoSide, recipient: Recipient, settings: PoMailSettings): QueuedMail {
  const { t } = translatorFor(recipient.language);
  const values = {
    po: po.poNumber,
    plant: po.plant,
    count: po.itemCount,
    items: (event.items ?? []).join(', '),
    actor: event.actor,
    supplier: po.supplierName || po.supplierCode,
    status: po.status,
    name: recipient.name,
  };
  const footer = event.topic === 'manualSend' ? t('po.mail.manualFooter', values) : t('po.mail.footer');
  const text = [
    t('po.mail.greeting', values),
    '',
    t(`po.mail.${event.topic}.body`, values),
    '',
    t('po.mail.link', { link: linkFor(settings, side, recipient, po.poNumber) }),
    '',
    footer,
  ].join('\n');
  return { to: recipient.email, subject: t(`po.mail.${event.topic}.subject`, values), text, topic: `po.${event.topic}` };
}

type PoRow = PoEventRow;

/** Whom the event's PO mails: the side, or none (no settings, the side's switch off, a deleted PO). */
function sideFor(settings: PoMailSettings | undefined, event: PoEvent, po: PoRow): PoSide | undefined {
  if (!settings || po.deletedAt) return undefined;
  const side = recipientSideOf(event);
  if (!side) return undefined;
  if (event.topic !== 'manualSend' && !(side === 'vendor' ? po.vendorNotify : po.buyerNotify)) return undefined;
  return side;
}

/**
 * Mail for many POs in one transaction (an import): recipients are looked up once per side and scope
 * (a vendor's people are the same for each of its POs; nothing in the import changes accounts), and
 * the mails are queued in multi-row inserts when flushed.
 */
export class PoMailBatch {
  private readonly recipients = new Map<string, Promise<Recipient[]>>();
  private pending: { event: PoEvent; po: PoRow; side: PoSide }[] = [];
  /** The other modules' listeners (in-app messages), which hear every event with or without mail settings and switches. */
  private readonly listeners: TransactionListener<PublishedPoEvent>;
  constructor(
    private readonly tx: Db,
    private readonly settings: PoMailSettings | undefined,
  ) {
    this.listeners = publisherIn(tx, PO_EVENTS);
  }

  /** The PO as it stands after the action's writes. */
  add(event: PoEvent, po: PoRow): void {
    this.listeners.add({ event, po });
    const side = sideFor(this.settings, event, po);
    if (side) this.pending.push({ event, po, side });
  }

  async flush(): Promise<void> {
    await this.listeners.flush();
    await this.flushMail();
  }

  /** Mail only: an import sends its mail per round and the listeners' messages once at the end (one per vendor user). */
  async flushMail(): Promise<void> {
    const settings = this.settings;
    if (!settings) return;
    const mails: QueuedMail[] = [];
    for (const { event, po, side } of this.pending.splice(0)) {
      const key = side === 'vendor' ? `vendor/${po.supplierCode}` : `buyer/${po.plant}/${po.purchasingGroup}`;
      let people = this.recipients.get(key);
      if (!people) this.recipients.set(key, (people = recipientsOf(this.tx, side, po)));
      for (const r of await people) mails.push(render(event, po, side, r, settings));
    }
    await enqueueMail(this.tx, mails);
  }
}

/**
 * Queues the event's mail and in-app messages in the caller's transaction, in each recipient's language. Automatic mail
 * honours the receiving side's switch on the PO; a manual send is the user's explicit request and
 * always goes out.
 */
export async function queuePoMail(tx: Db, settings: PoMailSettings | undefined, event: PoEvent): Promise<void> {
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, event.poId), isNull(purchaseOrders.deletedAt)));
  if (!po) return;
  const batch = new PoMailBatch(tx, settings);
  batch.add(event, po);
  await batch.flush();
}

/** One event per PO for the items an action touched, in item order. */
export function byPo(items: readonly { poId: string; itemNumber: string }[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const item of items) out.set(item.poId, [...(out.get(item.poId) ?? []), item.itemNumber]);
  for (const list of out.values()) list.sort();
  return out;
}
