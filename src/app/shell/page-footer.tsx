import { EmptyState } from '../ui/empty-state.tsx';
import { Pager } from '../ui/pager.tsx';

interface Props {
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

/** Under a paged list not (yet) on DataTable: the no-data text when it is empty, the pager when there is more than a page. */
export function PageFooter({ total, page, pageSize, loading, onPage }: Props) {
  return (
    <>
      {!loading && total === 0 && <EmptyState />}
      <Pager total={total} page={page} pageSize={pageSize} onPage={onPage} />
    </>
  );
}
