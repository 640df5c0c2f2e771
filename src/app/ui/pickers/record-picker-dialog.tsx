import { ActionIcon, Button, Checkbox, Drawer, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataInterfaceRecords } from '../../../shared/contracts/data-interfaces.ts';
import { cellText, ROW_CAP } from '../../../shared/domain/data-interfaces.ts';
import { DataTable, PHONE_MAX_WIDTH } from '../data-table.tsx';
import { ErrorState } from '../error-state.tsx';
import { endpointQuery } from '../../platform/endpoint-query.ts';

export type RecordRow = Record<string, unknown>;

/** How a record picker reads its interface (the popupSelect widget's settings, spec 001 §7). */
export interface RecordSource {
  interfaceId: string;
  /** The column holding a row's value, and the one shown for a chosen row. */
  propsValue: string;
  relationField: string;
  /** The columns the picker lists (and searches), with their headings. */
  columnOptions: readonly { value: string; label: string }[];
  /** Pages of `pageSize` (default 20); off, one read of up to ROW_CAP rows. */
  hasPage: boolean;
  pageSize?: number;
  /** Values of the interface's parameters. */
  params?: Readonly<Record<string, string>>;
}

interface Props {
  source: RecordSource;
  title: string;
  multiple: boolean;
  /** The rows chosen so far (a value whose row is unknown stands as `{[propsValue]: value}`). */
  value: readonly RecordRow[];
  /** A dialog of `popupWidth` (default 800px), or a drawer; a phone gets the whole screen either way. */
  popupType?: 'dialog' | 'drawer';
  popupWidth?: string;
  onClose: () => void;
  onConfirm: (rows: RecordRow[]) => void;
}

/** A listed row with its number in the whole list (the index column). */
interface Listed {
  row: RecordRow;
  index: number;
}

/** The record picker: an interface's rows by keyword, a page at a time, one (radio) or several (checkbox) chosen. */
export function RecordPickerDialog({ source, title, multiple, value, popupType = 'dialog', popupWidth = '800px', onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<RecordRow[]>([...value]);
  const pageSize = source.hasPage ? (source.pageSize ?? 20) : ROW_CAP;
  const key = (row: RecordRow) => cellText(row[source.propsValue]);
  const rows = useQuery({
    ...endpointQuery(dataInterfaceRecords, {
      params: { id: source.interfaceId },
      query: {
        ...source.params,
        propsValue: source.propsValue,
        relationField: source.relationField,
        columnOptions: source.columnOptions.map((c) => c.value).join(','),
        // Numbers as the query string carries them: the parameters beside them are text.
        currentPage: String(page),
        pageSize: String(pageSize),
        ...(searched ? { keyword: searched } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  });
  const search = (text: string) => {
    setSearched(text.trim());
    setPage(1);
  };
  const chosenKeys = new Set(chosen.map(key));
  const toggle = (row: RecordRow) =>
    setChosen((now) => (multiple ? (chosenKeys.has(key(row)) ? now.filter((r) => key(r) !== key(row)) : [...now, row]) : [row]));
  const offset = (page - 1) * pageSize;
  const records: Listed[] = (rows.data?.list ?? []).map((row, i) => ({ row, index: offset + i + 1 }));
  const Choice = multiple ? Checkbox : Radio;
  const body = (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label={t('admin.picker.keyword')}
          placeholder={t('admin.picker.keyword')}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), search(keyword))}
          data-autofocus
        />
        <Button variant="light" onClick={() => search(keyword)}>
          {t('admin.common.search')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('admin.picker.refresh')}
          onClick={() => {
            setKeyword('');
            search('');
            void rows.refetch();
          }}
        >
          ↻
        </ActionIcon>
      </Group>
      {rows.isError ? (
        <ErrorState message={rows.error instanceof Error ? rows.error.message : t('admin.common.loadFailed')} onRetry={() => void rows.refetch()} />
      ) : (
        <DataTable<Listed>
          ariaLabel={title}
          records={records}
          idAccessor={({ row, index }) => `${key(row)}#${index}`}
          fetching={rows.isPending}
          emptyText={t('admin.picker.noMatch')}
          // A drawer is the screen's height: the table takes what its search and buttons leave.
          height={popupType === 'drawer' ? 'calc(100dvh - 200px)' : phone ? '55vh' : 420}
          rowAttributes={({ row }) => ({ 'data-testid': `record-${key(row)}` })}
          onRowClick={({ row }) => toggle(row)}
          {...(source.hasPage
            ? {
                paging: {
                  mode: 'server' as const,
                  page,
                  pageSize,
                  total: rows.data?.pagination.total ?? 0,
                  onPage: setPage,
                  totalText: (count: number) => t('admin.common.total', { count }),
                },
              }
            : {})}
          columns={[
            {
              key: '__choose',
              title: t('admin.picker.choose'),
              width: 96,
              render: ({ row }) => (
                <Choice
                  checked={chosenKeys.has(key(row))}
                  onChange={() => toggle(row)}
                  aria-label={t('admin.picker.chooseRow', { name: cellText(row[source.relationField]) || key(row) })}
                />
              ),
            },
            { key: 'index', title: '#', width: 60, align: 'right' },
            ...source.columnOptions.map((c) => ({ key: `column-${c.value}`, title: c.label, render: ({ row }: Listed) => cellText(row[c.value]) })),
          ]}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('admin.picker.cancel')}
        </Button>
        <Button onClick={() => onConfirm(chosen)}>{t('admin.picker.confirm')}</Button>
      </Group>
    </Stack>
  );
  return popupType === 'drawer' ? (
    <Drawer opened onClose={onClose} title={title} position="right" size={phone ? '100%' : popupWidth}>
      {body}
    </Drawer>
  ) : (
    <Modal opened onClose={onClose} title={title} size={popupWidth} fullScreen={phone} centered>
      {body}
    </Modal>
  );
}
