import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Shown on the left, e.g. the total; empty for none. */
  text: string;
  /** The page sizes a user may pick from. */
  sizes?: { options: readonly number[]; onSize: (size: number) => void };
}

/** Under a wide list: its total, the page size and the pager. */
export function TableFooter({ page, pageSize, total, onPage, text, sizes }: Props) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm" px="xs" py="xs">
      <Text size="sm">{text}</Text>
      <Group gap="md">
        {sizes && (
          <Group gap="xs">
            <Text size="sm" aria-hidden="true">
              {t('ui.table.pageSize')}
            </Text>
            <NativeSelect
              size="xs"
              aria-label={t('ui.table.pageSize')}
              data={sizes.options.map(String)}
              value={String(pageSize)}
              onChange={(e) => sizes.onSize(Number(e.currentTarget.value))}
            />
          </Group>
        )}
        <Pagination size="sm" value={page} onChange={onPage} total={pages} />
      </Group>
    </Group>
  );
}
