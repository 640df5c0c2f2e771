import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** Under a paged list: the no-data text when it is empty, the pager when there is more than a page. */
export function PageFooter({ total, page, pageSize, loading, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {!loading && total === 0 && (
        <Text ta="center" c="dimmed" py="lg">
          {t('common.noData')}
        </Text>
      )}
      {total > pageSize && (
        <Group justify="flex-end" mt="md">
          <Pagination value={page} onChange={onPage} total={Math.ceil(total / pageSize)} />
        </Group>
      )}
    </>
  );
}
