import { Button } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/domain/format.ts';
import { Permitted } from '../../platform/permitted.tsx';
import type { Column } from '../data-table.tsx';
import { EnabledBadge } from './enabled-badge.tsx';
import { downloadJson } from './save-json.ts';

/**
 * The columns administered records' lists share, in the reader's language: name and code (sortable
 * on the server), status, description, order, creation time and the row's actions.
 */
export const nameColumn = <R extends { fullName: string }>(t: TFunction, render?: (r: R) => ReactNode): Column<R> => ({
  key: 'fullName',
  title: t('admin.common.fullName'),
  sortable: true,
  ...(render ? { render } : {}),
});
export const codeColumn = <R extends { enCode: string }>(t: TFunction): Column<R> => ({
  key: 'enCode',
  title: t('admin.common.enCode'),
  sortable: true,
  noWrap: true,
});
export const statusColumn = <R extends { enabledMark: 0 | 1 }>(t: TFunction): Column<R> => ({
  key: 'enabledMark',
  title: t('admin.common.status'),
  noWrap: true,
  render: (r) => <EnabledBadge mark={r.enabledMark} />,
});
export const descriptionColumn = <R extends { description?: string }>(t: TFunction): Column<R> => ({
  key: 'description',
  title: t('admin.common.description'),
  render: (r) => r.description || '—',
});
/** The order; a column permission may leave it out of the row (a dash). */
export const sortCodeColumn = <R extends { sortCode?: number }>(t: TFunction): Column<R> => ({
  key: 'sortCode',
  title: t('admin.common.sortCode'),
  sortable: true,
  align: 'right',
  render: (r) => r.sortCode ?? '—',
});
export const createdColumn = <R extends { creatorTime?: number }>(t: TFunction): Column<R> => ({
  key: 'creatorTime',
  title: t('admin.common.creatorTime'),
  noWrap: true,
  sortable: true,
  render: (r) => (r.creatorTime === undefined ? '—' : formatDateTime(r.creatorTime)),
});
/** The row's actions, kept at the right edge as the table scrolls. */
export const actionsColumn = <R,>(t: TFunction, render: (r: R) => ReactNode): Column<R> => ({
  key: 'actions',
  title: t('admin.common.actions'),
  noWrap: true,
  fixed: 'right',
  render,
});

/** Edit, offered when the page grants btn_edit (the server refuses it otherwise). */
export function EditAction({ onClick, children }: { onClick: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Permitted code="btn_edit">
      <Button size="compact-sm" variant="subtle" onClick={onClick}>
        {t('admin.common.edit')}
      </Button>
      {children}
    </Permitted>
  );
}

/** Export as a JSON file named after the record's code, offered when the page grants btn_export. */
export function ExportAction({ load, code }: { load: () => Promise<unknown>; code: string }) {
  const { t } = useTranslation();
  return (
    <Permitted code="btn_export">
      <Button size="compact-sm" variant="subtle" onClick={() => void downloadJson(load, `${code}.json`)}>
        {t('admin.dictionary.exportFile')}
      </Button>
    </Permitted>
  );
}
