import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants.ts';
import { localName, type LocalNames } from '../../shared/domain/local-names.ts';

/** Names a record for the screen's language: its name in that language, else the name as entered. */
export function useLocalName(): (record: { fullName: string; fullNameI18n?: Partial<LocalNames> | null }) => string {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (record) => localName(record, language);
}

interface NamedNode {
  fullName: string;
  fullNameI18n?: Partial<LocalNames> | null;
  children: readonly NamedNode[];
}

/** Names a tree's nodes for the screen's language, at every depth (a parent picker's paths). */
export function useLocalTree(): <N extends NamedNode>(nodes: readonly N[]) => N[] {
  const nameOf = useLocalName();
  const local = <N extends NamedNode>(nodes: readonly N[]): N[] =>
    nodes.map((node) => ({ ...node, fullName: nameOf(node), children: local(node.children as readonly N[]) }));
  return local;
}
