import { useTranslation } from 'react-i18next';
import { PAGINATION } from '../../../../shared/constants.ts';
import type { UserRow } from '../../../../shared/contracts/users.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { useGrantedColumns } from '../../../ui/granted-columns.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { serverSort } from '../../../ui/server-sort.ts';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { EnabledBadge } from '../../../ui/admin/enabled-badge.tsx';
import { UserRowActions, type UserAction } from './user-actions.tsx';
import type { UserListState } from './queries.ts';

interface Props {
  rows: readonly UserRow[];
  total: number;
  fetching: boolean;
  /** When the rows were fetched: a lock that ran out before then no longer counts. */
  fetchedAt: number;
  list: UserListState;
  setList: (next: UserListState) => void;
  onEdit: (row: UserRow) => void;
  onAction: (action: UserAction, row: UserRow) => void;
}

/** An empty value reads as a dash, never a blank. */
const text = (value: string | undefined) => (value === undefined || value === '' ? '—' : value);

/** One page of users, sorted and paged by the server. */
export function UserTable({ rows, total, fetching, fetchedAt, list, setList, onEdit, onAction }: Props) {
  const { t } = useTranslation();
  const locked = (r: UserRow) => r.lockedUntil !== null && r.lockedUntil > fetchedAt;
  return (
    <DataTable
      ariaLabel={t('admin.user.title')}
      records={rows}
      idAccessor={(r) => r.id}
      fetching={fetching}
      emptyText={t('admin.common.empty')}
      minWidth={1180}
      rowAttributes={(r) => ({ 'data-testid': `user-${r.account ?? r.id}` })}
      paging={{
        mode: 'server',
        page: list.currentPage,
        pageSize: PAGINATION.pageSize,
        total,
        onPage: (currentPage) => setList({ ...list, currentPage }),
        totalText: (count) => t('admin.common.total', { count }),
      }}
      {...serverSort(list, setList)}
      columns={useGrantedColumns<UserRow>([
        { key: 'account', permission: 'account', title: t('admin.user.account'), sortable: true, noWrap: true, render: (r) => text(r.account) },
        { key: 'realName', permission: 'realName', title: t('admin.user.realName'), sortable: true, render: (r) => text(r.realName) },
        {
          key: 'gender',
          permission: 'gender',
          title: t('admin.user.gender'),
          noWrap: true,
          render: (r) => (r.gender ? t(`admin.user.genders.${r.gender}`) : '—'),
        },
        { key: 'mobilePhone', permission: 'mobilePhone', title: t('admin.user.mobilePhone'), noWrap: true, render: (r) => text(r.mobilePhone) },
        { key: 'email', permission: 'email', title: t('admin.user.email'), render: (r) => text(r.email) },
        { key: 'organize', permission: 'organize', title: t('admin.common.organization'), render: (r) => text(r.organize) },
        { key: 'department', permission: 'department', title: t('admin.common.department'), render: (r) => text(r.department) },
        { key: 'roleName', title: t('admin.user.roles'), render: (r) => text(r.roleName) },
        {
          key: 'enabledMark',
          title: t('admin.common.status'),
          noWrap: true,
          render: (r) =>
            locked(r) ? (
              <StatusBadge color="orange" variant="light">
                {t('admin.user.locked')}
              </StatusBadge>
            ) : (
              <EnabledBadge mark={r.enabledMark} />
            ),
        },
        { key: 'creatorTime', title: t('admin.common.creatorTime'), sortable: true, noWrap: true, render: (r) => formatDateTime(r.creatorTime) },
        {
          key: 'actions',
          title: t('admin.common.actions'),
          noWrap: true,
          fixed: 'right',
          render: (r) => <UserRowActions row={r} locked={locked(r)} onEdit={() => onEdit(r)} onAction={(action) => onAction(action, r)} />,
        },
      ])}
    />
  );
}
