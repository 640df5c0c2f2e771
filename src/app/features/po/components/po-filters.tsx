import { Button, Chip, Group, NativeSelect, TextInput } from '@mantine/core';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoListFilter } from '../../../../shared/domain/po/list-query.ts';
import { ITEM_STATUSES, PO_STATUSES, type PoStatus } from '../../../../shared/domain/po/status.ts';
import { SearchIcon } from '../../../shell/icons.tsx';
import { LazyDateField } from '../../../ui/lazy-date-field.tsx';
import { sameProps } from '../../../ui/same-props.ts';

/** The filters the user set; sort and paging live beside them. */
export type PoFilterValues = Pick<PoListFilter, 'status' | 'itemStatus' | 'supplierCode' | 'plant' | 'material' | 'deliveryFrom' | 'deliveryTo' | 'keyword'>;

interface FiltersProps {
  value: PoFilterValues;
  onChange: (next: PoFilterValues) => void;
  suppliers: readonly string[];
  plants: readonly string[];
  /** On a phone the search stands above the drawer these filters open in. */
  withoutKeyword?: boolean;
}

const orUndefined = (v: string) => (v ? v : undefined);

/** Memoised (sameProps): the list renders again for each answer of the device store, the filters seldom change. */
export const PoFilters = memo(function PoFilters({ value, onChange, suppliers, plants, withoutKeyword = false }: FiltersProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<PoFilterValues>) => onChange({ ...value, ...patch });
  const any = { value: '', label: t('po.filter.any') };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {!withoutKeyword && (
        <TextInput
          label={t('po.filter.keyword')}
          placeholder={t('po.filter.keywordHint')}
          leftSection={<SearchIcon size={14} />}
          value={value.keyword ?? ''}
          onChange={(e) => set({ keyword: orUndefined(e.currentTarget.value) })}
          w={220}
        />
      )}
      <NativeSelect
        label={t('po.filter.itemStatus')}
        data={[any, ...ITEM_STATUSES.map((s) => ({ value: s, label: t(`po.itemStatus.${s}`) }))]}
        value={value.itemStatus ?? ''}
        onChange={(e) => set({ itemStatus: ITEM_STATUSES.find((s) => s === e.currentTarget.value) })}
        w={170}
      />
      {suppliers.length > 1 && (
        <NativeSelect
          label={t('po.filter.supplier')}
          data={[any, ...suppliers.map((s) => ({ value: s, label: s }))]}
          value={value.supplierCode ?? ''}
          onChange={(e) => set({ supplierCode: orUndefined(e.currentTarget.value) })}
          w={130}
        />
      )}
      <NativeSelect
        label={t('po.filter.plant')}
        data={[any, ...plants.map((s) => ({ value: s, label: s }))]}
        value={value.plant ?? ''}
        onChange={(e) => set({ plant: orUndefined(e.currentTarget.value) })}
        w={110}
      />
      <TextInput label={t('po.filter.material')} value={value.material ?? ''} onChange={(e) => set({ material: orUndefined(e.currentTarget.value) })} w={140} />
      <LazyDateField
        label={t('po.filter.deliveryFrom')}
        clearable
        value={value.deliveryFrom ?? null}
        onChange={(v) => set({ deliveryFrom: v ?? undefined })}
        w={130}
      />
      <LazyDateField
        label={t('po.filter.deliveryTo')}
        clearable
        value={value.deliveryTo ?? null}
        onChange={(v) => set({ deliveryTo: v ?? undefined })}
        w={130}
      />
      <Button variant="default" onClick={() => onChange({})}>
        {t('po.filter.reset')}
      </Button>
    </Group>
  );
}, sameProps);

interface OverviewProps {
  /** Null while the device has not counted them yet: the statuses show without numbers. */
  counts: Record<PoStatus, number> | null;
  total: number;
  status: PoStatus | undefined;
  onStatus: (status: PoStatus | undefined) => void;
}

/** The overview: POs per status; picking one filters the list by it. */
export const PoOverview = memo(function PoOverview({ counts, total, status, onStatus }: OverviewProps) {
  const { t } = useTranslation();
  // One name makes the chips one radio group: a single tab stop, the arrow keys move between them.
  const name = useId();
  return (
    <Chip.Group multiple={false} value={status ?? ''} onChange={(v) => onStatus(PO_STATUSES.find((s) => s === v))}>
      <Group gap="xs" role="radiogroup" aria-label={t('po.overview.label')}>
        <Chip value="" variant="outline" size="xs" name={name}>
          {counts ? `${t('po.overview.all')} · ${total}` : t('po.overview.all')}
        </Chip>
        {PO_STATUSES.map((s) => (
          <Chip key={s} value={s} variant="outline" size="xs" name={name}>
            {counts ? `${t(`po.status.${s}`)} · ${counts[s]}` : t(`po.status.${s}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}, sameProps);
