import { Loader, NavLink, Paper, ScrollArea, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { organizeTreeQuery } from '../shared/queries.ts';
import { flattenTree } from '../../../ui/admin/tree.ts';

interface Props {
  value: string | null;
  onChange: (organizeId: string | null) => void;
}

/**
 * Organisations and their departments as an indented list of buttons (each reachable by Tab, the
 * chosen one marked `aria-current`); choosing one shows the users under it, sub-units included.
 * On a phone it stands above the list in a short scrolling box, so the list is not pushed away.
 */
export function OrganizeFilter({ value, onChange }: Props) {
  const { t } = useTranslation();
  const tree = useQuery(organizeTreeQuery());
  const nodes = flattenTree(tree.data?.list ?? []);
  const item = (id: string | null, label: string, depth: number, department: boolean) => (
    <NavLink
      key={id ?? 'all'}
      component="button"
      type="button"
      label={
        <Text span size="sm" fw={department ? undefined : 600}>
          {label}
        </Text>
      }
      active={value === id}
      aria-current={value === id ? 'true' : undefined}
      onClick={() => onChange(id)}
      // Indentation shows the tree; the padding grows with the depth instead of nesting collapsible links.
      style={{ paddingLeft: 12 + depth * 16, borderRadius: 4 }}
    />
  );
  return (
    <Paper withBorder radius="md" p={4} w={{ base: '100%', lg: 240 }} style={{ flexShrink: 0 }}>
      <nav aria-label={t('admin.common.tree')}>
        <ScrollArea.Autosize mah={{ base: 220, lg: 'calc(100dvh - 180px)' }} type="auto">
          {item(null, t('admin.common.allOrganizations'), 0, false)}
          {tree.isPending && <Loader size="sm" m="sm" />}
          {tree.isError && <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void tree.refetch()} />}
          {nodes.map((n) => item(n.id, n.fullName, n.depth + 1, n.type === 'department'))}
        </ScrollArea.Autosize>
      </nav>
    </Paper>
  );
}
