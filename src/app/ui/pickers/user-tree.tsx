import { AccordionChevron, Group, Text, Tree, useTree } from '@mantine/core';
import type { TreeNodeData } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerNode } from '../../../shared/contracts/user-pickers.ts';
import { ErrorState } from '../error-state.tsx';
import { chooseOnEnter } from './tree-keys.ts';
import { UserLine, type ChosenUser } from './user-list.tsx';
import { userLevelQuery } from './user-queries.ts';

/**
 * The "all data" tab: organisations, departments and their users, one level read at a time as a
 * branch opens (a tree of 100,000 users is never sent whole).
 */
export function UserTree({ chosen, onPick, label }: { chosen: ReadonlySet<string>; onPick: (user: ChosenUser) => void; label: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const top = useQuery(userLevelQuery('0'));
  const [below, setBelow] = useState<Record<string, PickerNode[]>>({});
  const controller = useTree({
    onLoadChildren: async (id) => {
      const { list } = await client.fetchQuery(userLevelQuery(id));
      setBelow((now) => ({ ...now, [id]: list }));
    },
  });
  const nodes = useMemo(() => {
    const all = new Map<string, PickerNode>();
    for (const n of [...(top.data?.list ?? []), ...Object.values(below).flat()]) all.set(n.id, n);
    return all;
  }, [top.data, below]);
  const data = useMemo(() => {
    const build = (level: readonly PickerNode[]): TreeNodeData[] =>
      level.map((n) => ({ value: n.id, label: n.fullName, hasChildren: n.hasChildren, ...(below[n.id] ? { children: build(below[n.id] ?? []) } : {}) }));
    return build(top.data?.list ?? []);
  }, [top.data, below]);

  if (top.isError) return <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void top.refetch()} />;
  if (!top.data) return <Text size="sm">{t('admin.picker.loading')}</Text>;
  const pick = (id: string) => {
    const node = nodes.get(id);
    if (node?.type === 'user') onPick({ id: node.id, fullName: node.fullName, organize: node.organize });
  };
  return (
    <Tree
      data={data}
      tree={controller}
      aria-label={label}
      levelOffset="md"
      onKeyDown={chooseOnEnter(pick)}
      renderNode={({ node, expanded, hasChildren, isLoading, elementProps }) => {
        const record = nodes.get(node.value);
        if (record?.type === 'user') {
          return (
            <div {...elementProps} onClick={() => pick(node.value)}>
              <UserLine user={record} chosen={chosen.has(node.value)} />
            </div>
          );
        }
        return (
          <Group gap={6} wrap="nowrap" py={3} {...elementProps}>
            {hasChildren ? <AccordionChevron size={14} style={{ transform: expanded ? undefined : 'rotate(-90deg)' }} /> : <span style={{ width: 14 }} />}
            <Text size="sm">{node.label}</Text>
            {isLoading && (
              <Text size="xs" c="gray.7">
                {t('admin.picker.loading')}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}
