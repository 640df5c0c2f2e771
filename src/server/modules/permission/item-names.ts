import { PO_FORM_FIELDS, PO_HIDEABLE_FIELDS, PO_LIST_MENU } from '../../../shared/domain/po/po-menus.ts';
import { createTranslator } from '../../../shared/i18n/index.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { recordFieldsOf } from './record-fields.ts';

const english = createTranslator('en');
const PO_MENUS: ReadonlySet<string> = new Set(Object.values(PO_LIST_MENU));

/** The catalogue key the platform seeded a menu's column or form item from, if it seeded that item. */
function seededLabel(menu: string, kind: 'column' | 'form', code: string): string | undefined {
  const declared = recordFieldsOf(menu)?.fields[code];
  if (declared) return declared[kind] ? declared.label : undefined;
  if (!PO_MENUS.has(menu)) return undefined;
  const fields: Readonly<Record<string, string>> = kind === 'column' ? PO_HIDEABLE_FIELDS : PO_FORM_FIELDS;
  return Object.hasOwn(fields, code) ? fields[code] : undefined;
}

/**
 * A permission item's name in the reader's language. The platform seeds the columns and form fields
 * it declares named in English from their catalogue keys; such a name, still as seeded, reads in the
 * reader's language, not in English on a Chinese page. A name someone gave the item on the Menus page
 * stays as given.
 */
export function itemName(t: TranslateFn, menu: string, kind: 'button' | 'column' | 'form' | 'resource', item: { enCode: string; fullName: string }): string {
  if (kind !== 'column' && kind !== 'form') return item.fullName;
  const label = seededLabel(menu, kind, item.enCode);
  return label && english.t(label) === item.fullName ? t(label) : item.fullName;
}
