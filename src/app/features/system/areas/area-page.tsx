import { Anchor, Breadcrumbs, Button, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AREA_MAX_LEVEL, deleteArea, listAreas, toggleAreaState, type AreaRow } from '../../../../shared/contracts/areas.ts';
import { call } from '../../../api/client.ts';
import { Permitted } from '../../../platform/permitted.tsx';
import { useAddressSearchState } from '../../../platform/search-state.ts';
import { ListHeader } from '../../../ui/admin/list-header.tsx';
import { RemoveAction } from '../../../ui/admin/remove-action.tsx';
import { RowActions } from '../../../ui/admin/row-actions.tsx';
import { StateToggle } from '../../../ui/admin/state-toggle.tsx';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { systemKeys } from '../queries.ts';
import { AreaForm, type AreaEditing } from './area-form.tsx';
import { actionsColumn, statusColumn } from '../../../ui/admin/record-columns.tsx';

/** Where the page is, in its address: the area whose children show (`?area=…`, the top when none) and the search. */
const areaPlaceSearch = z.object({ keyword: z.string().max(50).catch(''), area: z.string().max(64).catch('') });

/**
 * System → Areas: one level at a time (provinces, then a province's cities, …) with the way back as
 * breadcrumbs; a search looks through every level and says where each find lies.
 */
export function AreaPage() {
  const { t } = useTranslation();
  const [place, setPlace] = useAddressSearchState(areaPlaceSearch);
  const [searched] = useDebouncedValue(place.keyword.trim(), 300);
  const [editing, setEditing] = useState<AreaEditing | null>(null);
  const query = useQuery({
    queryKey: [...systemKeys.all, 'areas', place.area || '-1', searched],
    queryFn: () => call(listAreas, { params: { id: place.area || '-1' }, query: searched ? { keyword: searched } : {} }),
    placeholderData: keepPreviousData,
  });
  const trail = query.data?.trail ?? [];
  // Until the level named in the address has loaded, Add has no parent to offer and does not show.
  const here = trail.at(-1) ?? null;
  const settled = (here?.id ?? '') === place.area;
  const goTo = (area: string) => setPlace({ keyword: '', area });
  const levelName = (level: number) => t(`admin.area.levels.${level}`, { defaultValue: String(level) });
  return (
    <Paper withBorder p="md" radius="md" maw={1200}>
      <Stack gap="sm">
        <ListHeader
          title={t('admin.area.title')}
          keyword={place.keyword}
          onKeyword={(keyword) => setPlace({ ...place, keyword })}
          onAdd={settled ? () => setEditing({ mode: 'add', parent: here }) : undefined}
        />
        <nav aria-label={t('admin.area.path')}>
          <Breadcrumbs>
            <Anchor component="button" type="button" size="sm" onClick={() => goTo('')}>
              {t('admin.area.top')}
            </Anchor>
            {trail.map((step) => (
              <Anchor key={step.id} component="button" type="button" size="sm" onClick={() => goTo(step.id)}>
                {step.fullName}
              </Anchor>
            ))}
          </Breadcrumbs>
        </nav>
        {query.isError ? (
          <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<AreaRow>
            ariaLabel={t('admin.area.title')}
            records={query.data?.list ?? []}
            idAccessor={(r) => r.id}
            fetching={query.isPending}
            emptyText={t('admin.common.empty')}
            minWidth={820}
            height="calc(100dvh - 280px)"
            rowAttributes={(r) => ({ 'data-testid': `area-${r.enCode}` })}
            columns={[
              {
                key: 'fullName',
                title: t('admin.common.fullName'),
                noWrap: true,
                render: (r) =>
                  r.hasChildren ? (
                    <Anchor component="button" type="button" size="sm" onClick={() => goTo(r.id)} aria-label={t('admin.area.open', { name: r.fullName })}>
                      {r.fullName}
                    </Anchor>
                  ) : (
                    <Text span size="sm">
                      {r.fullName}
                    </Text>
                  ),
              },
              { key: 'enCode', title: t('admin.common.enCode'), noWrap: true },
              { key: 'level', title: t('admin.area.level'), noWrap: true, render: (r) => levelName(r.level) },
              ...(searched ? [{ key: 'parentName' as const, title: t('admin.area.parent'), noWrap: true, render: (r: AreaRow) => r.parentName || '—' }] : []),
              statusColumn(t),
              { key: 'sortCode', title: t('admin.common.sortCode'), align: 'right' },
              actionsColumn(t, (r) => (
                <RowActions name={r.fullName}>
                  <Permitted code="btn_edit">
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'edit', record: r })}>
                      {t('admin.common.edit')}
                    </Button>
                    <StateToggle
                      name={r.fullName}
                      enabled={r.enabledMark === 1}
                      toggle={() => call(toggleAreaState, { params: { id: r.id } })}
                      disableMessage={t('admin.area.disableMessage', { name: r.fullName })}
                    />
                  </Permitted>
                  {r.level < AREA_MAX_LEVEL && !r.hasChildren && (
                    <Permitted code="btn_add">
                      <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'add', parent: { id: r.id, fullName: r.fullName } })}>
                        {t('admin.dictionary.addBelow')}
                      </Button>
                    </Permitted>
                  )}
                  <RemoveAction name={r.fullName} remove={() => call(deleteArea, { params: { id: r.id } })} />
                </RowActions>
              )),
            ]}
          />
        )}
      </Stack>
      {editing && <AreaForm editing={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}
