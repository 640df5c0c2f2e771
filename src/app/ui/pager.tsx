import { Group, Pagination } from '@mantine/core';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** The pager under a list: nothing when everything fits on one page. */
export function Pager({ total, page, pageSize, onPage }: Props) {
  if (total <= pageSize) return null;
  return (
    <Group justify="flex-end" mt="md">
      <Pagination value={page} onChange={onPage} total={Math.ceil(total / pageSize)} />
    </Group>
  );
}
