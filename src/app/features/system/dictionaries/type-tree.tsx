import { Button, Group, NavLink, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryTypeNode } from '../../../../shared/contracts/dictionaries.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { buildTree } from '../../../../shared/domain/menu-tree.ts';
import { nameOrCodeHas } from '../../../../shared/domain/local-names.ts';
import { withAncestors } from '../../../../shared/domain/tree-search.ts';
import { flattenTree } from '../../../ui/admin/tree.ts';
import { useLocalName } from '../../../ui/use-local-name.ts';

interface Props {
  types: readonly DictionaryTypeNode[];
  selected: string | null;
  onSelect: (type: DictionaryTypeNode) => void;
  onAdd: () => void;
}

/** The dictionary types as a tree of links; a search keeps each find with the categories above it. */
export function TypeTree({ types, selected, onSelect, onAdd }: Props) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const [keyword, setKeyword] = useState('');
  const needle = keyword.trim().toLowerCase();
  const shown = needle ? buildTree(withAncestors(flattenTree(types), (n) => nameOrCodeHas(n, needle))) : types;
  const links = (nodes: readonly DictionaryTypeNode[]) =>
    nodes.map((n) => (
      <NavLink
        key={n.id}
        component="button"
        type="button"
        label={nameOf(n)}
        description={n.enCode}
        // The code in the text colour: the theme's tinted description is too faint on the active row (axe: 4.3:1).
        styles={{ description: { color: 'var(--mantine-color-text)', opacity: 1 } }}
        active={n.id === selected}
        defaultOpened
        opened={needle ? true : undefined}
        onClick={() => onSelect(n)}
        data-testid={`dictionary-type-${n.enCode}`}
        aria-current={n.id === selected ? 'true' : undefined}
      >
        {n.children.length > 0 ? links(n.children) : undefined}
      </NavLink>
    ));
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t('admin.dictionary.types')}
        </Title>
        <Permitted code="btn_add">
          <Button size="compact-sm" variant="light" onClick={onAdd}>
            {t('admin.dictionary.addType')}
          </Button>
        </Permitted>
      </Group>
      <TextInput
        aria-label={t('admin.dictionary.searchTypes')}
        placeholder={t('admin.dictionary.searchTypes')}
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={{ base: 240, lg: 'calc(100dvh - 260px)' }} type="auto">
        <nav aria-label={t('admin.dictionary.types')}>
          {shown.length > 0 ? (
            links(shown)
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.common.empty')}
            </Text>
          )}
        </nav>
      </ScrollArea.Autosize>
    </Stack>
  );
}
