import { usePermissionCheck } from '../platform/permitted.tsx';
import type { Column } from './data-table-columns.tsx';

/** The columns the current page's column permission grants: one whose `permission` code the viewer lacks is absent. */
export function useGrantedColumns<T>(columns: readonly Column<T>[]): Column<T>[] {
  const granted = usePermissionCheck('column');
  return columns.filter((c) => c.permission === undefined || granted(c.permission));
}
