import { Drawer } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataInterfaceLog, type callLogRow, type DataInterfaceRow } from '../../../../shared/contracts/data-interfaces.ts';
import { PAGINATION } from '../../../../shared/constants.ts';
import type { z } from 'zod';
import { call } from '../../../api/client.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { systemKeys } from '../queries.ts';
import { serverTable } from '../../../ui/admin/use-server-list.ts';

type CallLog = z.infer<typeof callLogRow>;

/** Who called an interface, when, with which values, how long it took and what it answered. */
export function CallLogDrawer({ record, onClose }: { record: DataInterfaceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...systemKeys.all, 'dataInterfaceLog', record.id, page],
    queryFn: () => call(dataInterfaceLog, { params: { id: record.id }, query: { currentPage: page, pageSize: PAGINATION.pageSize } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('admin.dataInterface.logTitle', { name: record.fullName })}>
      {query.isError ? (
        <ErrorState message={t('admin.common.loadFailed')} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<CallLog>
          ariaLabel={t('admin.dataInterface.log')}
          {...serverTable(t, query, page, setPage)}
          minWidth={720}
          columns={[
            { key: 'creatorTime', title: t('admin.dataInterface.calledAt'), noWrap: true, render: (r) => formatDateTime(r.creatorTime) },
            { key: 'userName', title: t('admin.dataInterface.caller'), noWrap: true },
            {
              key: 'params',
              title: t('admin.dataInterface.values'),
              render: (r) =>
                Object.entries(r.params)
                  .map(([k, v]) => `${k}=${v}`)
                  .join(', '),
            },
            { key: 'durationMs', title: t('admin.dataInterface.duration'), align: 'right' },
            { key: 'rows', title: t('admin.dataInterface.rows'), align: 'right' },
            { key: 'error', title: t('admin.dataInterface.result'), render: (r) => r.error || t('admin.dataInterface.answered') },
          ]}
        />
      )}
    </Drawer>
  );
}
