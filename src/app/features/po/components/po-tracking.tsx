import { Alert, Box, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallbackRef, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PoListRow, PoListSearch, PoListSort } from '../../../../shared/domain/po/list-query.ts';
import type { PoSide } from '../../../../shared/domain/po/rules.ts';
import { useSyncStatus } from '../../../offline/use-sync-status.ts';
import { usePoList } from '../po-data.ts';
import { chosenKey, type ChosenPo } from '../po-list-view.ts';
import { HoldClicks } from '../../../ui/hold-clicks.tsx';
import { ScrollRow } from '../../../ui/scroll-row.tsx';
import { DialogLoading } from '../../../ui/loading.tsx';
import { PHONE_MAX_WIDTH } from '../../../ui/data-table.tsx';
import { PoFiltersPhone } from './po-filters-phone.tsx';
import { PoFilters, PoOverview, type PoFilterValues } from './po-filters.tsx';
import { BuyerActions, VendorActions } from './po-actions.tsx';
import { PoExportButton, PoTemplateMenu } from './po-export.tsx';
import type { DocumentFileSlots } from './document-file-slots.ts';
import { useDocumentsToReceive } from '../shipping-documents-data.ts';
import { PoTable } from './po-table.tsx';
import classes from './po-tracking.module.css';

// The detail drawer (items, records, shipping documents) loads when a PO is first opened.
const PoDetail = lazy(async () => ({ default: (await import('./po-detail.tsx')).PoDetail }));

interface Props {
  side: PoSide;
  userId: string;
  /** From a link (an e-mail's, the header search's): open this PO (by number, or by id). */
  openPo?: { poNumber?: string; poId?: string };
  /** The user closed the linked PO: the route takes it out of the address. */
  onLinkClosed: () => void;
  /** Filters, sort and page, kept by the route in the page's address. */
  list: PoListSearch;
  onList: (next: PoListSearch) => void;
  /** Uploads, downloads and previews of shipping documents (the uploads feature, composed by the route). */
  documentSlots: DocumentFileSlots;
}

/**
 * How many rows the first pull has brought so far, while the page loads and the list fills. A
 * component of its own: the sync state it reads changes with every sync attempt, which leaves the
 * list as it is.
 */
function PullProgress({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { state } = useSyncStatus(userId);
  if (state?.pulledRows === undefined) return null;
  // Stopped midway (offline, signed out): the list is not whole until the pull resumes.
  const key = state.status === 'syncing' ? 'po.page.receiving' : 'po.page.receivingPaused';
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="po-receiving">
      {t(key, { rows: state.pulledRows })}
    </Text>
  );
}

/**
 * The PO list of a vendor or a buyer, from the device's synced copy: it works offline, and the user's
 * unsent actions show as done. Filters, sort and paging are the server list's (list-query.ts), worked
 * out by the device store's worker (po-list-view.ts): this page holds only the rows it shows.
 */
export function PoTracking({ side, userId, openPo, onLinkClosed, list, onList, documentSlots }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const documentsToReceive = useDocumentsToReceive(userId, side);
  const { status, itemStatus, supplierCode, plant, material, deliveryFrom, deliveryTo, keyword, sidx, sort, currentPage, pageSize } = list;
  // Only the list's own fields: the address may also carry an e-mail link's PO, which is not a filter.
  const filters: PoFilterValues = { status, itemStatus, supplierCode, plant, material, deliveryFrom, deliveryTo, keyword };
  // The table is memoised: its handlers stay the same functions, calling the latest closure.
  const setPage = useCallbackRef((page: number) => onList({ ...list, currentPage: page }));
  const setSort = useCallbackRef((key: PoListSort, direction: 'asc' | 'desc') => onList({ ...list, sidx: key, sort: direction }));
  const setPageSize = useCallbackRef((size: number) => onList({ ...list, pageSize: size, currentPage: 1 }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailId, setDetailId] = useState<string | null>(null);
  const selectedIds = useMemo(() => [...selected], [selected]);
  // A link (an e-mail's, the header search's) opens its PO once the PO is on the device; closing it
  // takes the PO out of the address, so the same link opens it again.
  const { answer: data, failed } = usePoList({
    userId,
    list: { ...filters, sidx, sort, currentPage, pageSize },
    selectedIds,
    detailPoId: detailId ?? openPo?.poId ?? null,
    linkPoNumber: openPo?.poNumber ?? null,
  });
  // A link by number names its PO once the store has found it; closing the panel shows none at once.
  const shownId = detailId ?? openPo?.poId ?? (openPo?.poNumber ? data?.detail?.po.id : undefined) ?? null;
  const detailLoading = data?.detailFor !== (detailId ?? openPo?.poId ?? openPo?.poNumber ?? null);
  // Once opened, the drawer stays mounted, so it closes with its transition.
  const [detailUsed, setDetailUsed] = useState(false);
  if (shownId !== null && !detailUsed) setDetailUsed(true);
  const closeDetail = () => {
    setDetailId(null);
    if (openPo) onLinkClosed();
  };
  // Closed, the panel gives the focus back to the PO's button that opened it. The drawer cannot: it
  // mounts (lazily) after the loading dialog took the focus, so the element it would return to is gone.
  const opener = useRef<HTMLElement | null>(null);
  const openDetail = useCallback((poId: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDetailId(poId);
  }, []);
  useEffect(() => {
    if (shownId !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [shownId]);

  const changeFilters = useCallbackRef((next: PoFilterValues) => {
    onList({ ...list, ...next, currentPage: 1 });
    setSelected(new Set());
  });
  const pickStatus = useCallbackRef((status: PoFilterValues['status']) => changeFilters({ ...filters, status }));
  const selectPage = useCallback((pageIds: readonly string[], chosenIds: readonly string[]) => {
    setSelected((before) => {
      const next = new Set(before);
      for (const id of pageIds) next.delete(id);
      for (const id of chosenIds) next.add(id);
      return next;
    });
  }, []);
  const chosen: readonly PoListRow[] = data?.chosen ?? [];
  const actionProps = { userId, chosen, chosenPos: data?.chosenPos ?? new Map(), onDone: () => setSelected(new Set()) };
  const suppliers = data?.suppliers ?? [];
  const plants = data?.plants ?? [];
  const actionsFor = (props: typeof actionProps) => (side === 'vendor' ? <VendorActions {...props} /> : <BuyerActions {...props} />);
  // The panel's items are its PO's: their actions weigh that PO (the list's choice may not hold it).
  const detail = data?.detail;
  const panelPos = useMemo(
    () => new Map<string, ChosenPo>(detail ? [[detail.po.id, { po: detail.po, itemStatuses: detail.items.map((i) => i.itemStatus) }]] : []),
    [detail],
  );
  // A tick is read back from the device store; a click on an action before that waits for it (the
  // panel's actions act on the panel's items, which need no wait).
  const actions = <HoldClicks ready={data?.chosenFor === chosenKey(selectedIds)}>{actionsFor(actionProps)}</HoldClicks>;
  const selectedCount = (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('po.page.selected', { count: chosen.length })}
    </Text>
  );
  const exports = (
    <>
      <PoExportButton filters={filters} sidx={sidx} sort={sort} />
      {side === 'buyer' && <PoTemplateMenu />}
    </>
  );

  if (failed && !data) {
    return (
      <Alert color="red" title={t('po.page.storeFailedTitle')}>
        {t('po.page.storeFailed')}
      </Alert>
    );
  }
  if (!data || (!data.synced && data.empty)) {
    return (
      <Center py="xl">
        <Stack gap="xs" align="center">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('po.page.loading')}</Text>
          </Group>
          <PullProgress userId={userId} />
        </Stack>
      </Center>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t(`po.title.${side}`)}
        </Title>
        {!data.synced && <PullProgress userId={userId} />}
        <ScrollRow>
          <Box w={phone ? 'max-content' : undefined}>
            <PoOverview counts={data.counts} total={data.totalPos} status={filters.status} onStatus={pickStatus} />
          </Box>
        </ScrollRow>
        {phone ? (
          <PoFiltersPhone value={filters} onChange={changeFilters} suppliers={suppliers} plants={plants} matching={data.page.pagination.total} />
        ) : (
          <PoFilters value={filters} onChange={changeFilters} suppliers={suppliers} plants={plants} />
        )}
        {phone ? (
          // On a phone the actions wait in a bar at the bottom, under the thumb, once items are chosen.
          chosen.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('po.page.selectHint')}
            </Text>
          )
        ) : (
          <Group justify="space-between" wrap="wrap">
            {actions}
            <Group gap="sm">
              {selectedCount}
              {exports}
            </Group>
          </Group>
        )}
        <PoTable
          side={side}
          page={data.page}
          selected={selected}
          onSelectPage={selectPage}
          onOpen={openDetail}
          sidx={sidx}
          sort={sort}
          onSort={setSort}
          onPage={setPage}
          onPageSize={setPageSize}
          showSupplier={side === 'buyer' || suppliers.length > 1}
          marks={data.marks}
          counted={data.counts !== null}
          {...(side === 'buyer' ? { documentsToReceive } : {})}
        />
        {phone && chosen.length > 0 && (
          <Paper className={classes.phoneActions} withBorder shadow="md" p="xs" radius={0}>
            <Stack gap={6}>
              {selectedCount}
              <ScrollRow>{actions}</ScrollRow>
            </Stack>
          </Paper>
        )}
        {phone && <Group>{exports}</Group>}
      </Stack>
      {detailUsed && (
        <Suspense fallback={<DialogLoading onClose={closeDetail} />}>
          <PoDetail
            userId={userId}
            side={side}
            po={shownId && data.detail?.po.id === shownId ? data.detail.po : undefined}
            items={shownId && data.detail?.po.id === shownId ? data.detail.items : []}
            marks={data.marks}
            actions={(inPanel, onDone) => actionsFor({ ...actionProps, chosen: inPanel, chosenPos: panelPos, onDone })}
            loading={detailLoading}
            opened={shownId !== null}
            documentSlots={documentSlots}
            onClose={closeDetail}
          />
        </Suspense>
      )}
    </Paper>
  );
}
