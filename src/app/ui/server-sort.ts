import type { SortStatus } from './table-grid.tsx';

interface SortedList {
  sidx: string;
  sort: 'asc' | 'desc';
  currentPage: number;
}

/**
 * DataTable's sort props for a list the server sorts, its state kept with the list's (in the
 * address): a new sort starts again at the first page, since the whole list is ordered anew.
 */
export function serverSort<L extends SortedList>(
  list: L,
  setList: (next: L) => void,
): { sortStatus: SortStatus; onSortStatusChange: (status: SortStatus) => void } {
  return {
    sortStatus: { columnAccessor: list.sidx, direction: list.sort },
    // Only the sortable columns, which are the list's sidx values, can report a sort.
    onSortStatusChange: (status) => setList({ ...list, sidx: status.columnAccessor, sort: status.direction, currentPage: 1 }),
  };
}
