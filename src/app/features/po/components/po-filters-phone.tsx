import { Badge, Button, CloseButton, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../shell/icons.tsx';
import { PoFilters, type PoFilterValues } from './po-filters.tsx';

interface Props {
  value: PoFilterValues;
  onChange: (next: PoFilterValues) => void;
  suppliers: readonly string[];
  plants: readonly string[];
  /** Items the filters leave, for the drawer's button. */
  matching: number;
}

type Narrowing = Exclude<keyof PoFilterValues, 'keyword' | 'status'>;
const NARROWING: Narrowing[] = ['itemStatus', 'supplierCode', 'plant', 'material', 'deliveryFrom', 'deliveryTo'];
const LABEL: Record<Narrowing, string> = {
  itemStatus: 'po.filter.itemStatus',
  supplierCode: 'po.filter.supplier',
  plant: 'po.filter.plant',
  material: 'po.filter.material',
  deliveryFrom: 'po.filter.deliveryFrom',
  deliveryTo: 'po.filter.deliveryTo',
};

/**
 * The PO filters on a phone: the search stays in view, the other filters open in a drawer from the
 * bottom, and the ones set show as badges with a button that removes them, so the first card is near the top.
 */
export function PoFiltersPhone({ value, onChange, suppliers, plants, matching }: Props) {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const set = NARROWING.filter((key) => value[key] !== undefined);
  const shown = (key: Narrowing) => (key === 'itemStatus' ? t(`po.itemStatus.${value.itemStatus ?? ''}`) : String(value[key]));
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('po.filter.keyword')}
          placeholder={t('po.filter.keywordHint')}
          leftSection={<SearchIcon size={14} />}
          value={value.keyword ?? ''}
          onChange={(e) => onChange({ ...value, keyword: e.currentTarget.value || undefined })}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={drawer.open}>
          {set.length ? t('po.filter.openCount', { count: set.length }) : t('po.filter.open')}
        </Button>
      </Group>
      {set.length > 0 && (
        <Group gap={6}>
          {set.map((key) => (
            <Badge
              key={key}
              variant="light"
              size="lg"
              tt="none"
              pr={2}
              rightSection={
                <CloseButton size="sm" aria-label={t('po.filter.remove', { filter: t(LABEL[key]) })} onClick={() => onChange({ ...value, [key]: undefined })} />
              }
            >
              {t(LABEL[key])}: {shown(key)}
            </Badge>
          ))}
        </Group>
      )}
      <Drawer opened={opened} onClose={drawer.close} position="bottom" size="auto" title={t('po.filter.open')}>
        <Stack>
          <PoFilters value={value} onChange={onChange} suppliers={suppliers} plants={plants} withoutKeyword />
          <Button onClick={drawer.close}>{t('po.filter.show', { count: matching })}</Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
