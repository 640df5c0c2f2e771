import { Center, Drawer, Group, Loader, SimpleGrid, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderRow, RecordValues } from '../../../../shared/contracts/po-rows.ts';
import { formatDateTime } from '../../../../shared/domain/format.ts';
import { setNotificationMutation } from '../../../../shared/domain/po/mutations.ts';
import type { PoSide } from '../../../../shared/domain/po/rules.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { usePoRecords, useReasonName } from '../po-data.ts';
import { usePoShippingDocuments } from '../shipping-documents-data.ts';
import { usePoAction } from './action-dialog.tsx';
import { BeforeAfter } from './decision-dialog.tsx';
import { DangerousGoodsItems } from './dangerous-goods-marker.tsx';
import { PoStatusBadge } from './po-table.tsx';
import { PoDetailItems, type PanelActions } from './po-detail-items.tsx';
import type { RowMark } from '../../../offline/outbox.ts';
import type { DocumentFileSlots } from './document-file-slots.ts';
import { ShippingDocuments } from './shipping-documents.tsx';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';

interface Props {
  userId: string;
  side: PoSide;
  po: PurchaseOrderRow | undefined;
  items: readonly PoListRow[];
  /** Items with an action of the user's waiting to be sent or refused. */
  marks: ReadonlyMap<string, RowMark>;
  /** The side's actions on the items chosen in the panel. */
  actions: PanelActions;
  opened: boolean;
  /** The PO is being read from the device: not yet known to be missing. */
  loading?: boolean;
  onClose: () => void;
  /** Uploads, downloads and previews for the shipping documents tab, from the route. */
  documentSlots: DocumentFileSlots;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '–'}</Text>
    </div>
  );
}

function RecordTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {t('po.detail.none')}
      </Text>
    );
  return (
    <DataTable
      // A record's rows are shown in the order they happened: their place is their identity here.
      records={rows.map((cells, index) => ({ index, cells }))}
      idAccessor={(row) => String(row.index)}
      ariaLabel={label}
      minWidth={560}
      columns={head.map((title, i) => ({ key: `c${i}`, title, render: (row: { cells: ReactNode[] }) => row.cells[i] }))}
    />
  );
}

const values = (v: RecordValues) => `${v.qty} · ${v.deliveryDate ?? '–'} · GR ${v.gr} · ${v.balance}${v.deliveryCompleted ? ' ✓' : ''}`;

/** One PO: its header, items, change requests and both records (spec 000 §3). */
export function PoDetail({ userId, side, po, items, marks, actions, opened, loading = false, onClose, documentSlots }: Props) {
  const { t } = useTranslation();
  const records = usePoRecords(po?.id);
  // A reason reads as its code and name ("R01 Capacity shortage"), as the change dialog offers it.
  const reasonOf = useReasonName();
  const documents = usePoShippingDocuments(userId, po?.id);
  const save = usePoAction(userId);
  const itemNumber = (id: string | null) => items.find((i) => i.id === id)?.itemNumber ?? '';
  const notifyOn = po ? (side === 'vendor' ? po.vendorNotify : po.buyerNotify) : false;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        po ? (
          <Title order={3} size="h4">
            {t('po.detail.title', { po: po.poNumber })}
          </Title>
        ) : null
      }
    >
      {!po && loading ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('po.page.loading')} />
        </Center>
      ) : !po ? (
        // Closing, the panel keeps no PO: it says nothing rather than "not on this device".
        opened && <Text c="dimmed">{t('po.detail.notSynced')}</Text>
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <PoStatusBadge status={po.status} />
            <Switch
              checked={notifyOn}
              label={t('po.action.notify')}
              onChange={(e) => void save(setNotificationMutation, { poIds: [po.id], side, on: e.currentTarget.checked })}
            />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Field label={t('po.column.supplier')}>{[po.supplierCode, po.supplierName].filter(Boolean).join(' ')}</Field>
            <Field label={t('po.column.plant')}>{po.plant}</Field>
            <Field label={t('po.column.documentDate')}>{po.documentDate}</Field>
            {/* A field a column permission keeps from the user is not on the device: no label for it either. */}
            {po.createdBy !== undefined && <Field label={t('po.column.createdBy')}>{po.createdBy}</Field>}
            {po.currency !== undefined && <Field label={t('po.column.currency')}>{po.currency}</Field>}
            <Field label={t('po.column.purchasingGroup')}>{po.purchasingGroup}</Field>
            {po.mrpController !== undefined && <Field label={t('po.column.mrpController')}>{po.mrpController}</Field>}
            {po.remark !== undefined && <Field label={t('po.column.remark')}>{po.remark}</Field>}
          </SimpleGrid>
          <Tabs defaultValue="items">
            <Tabs.List>
              <Tabs.Tab value="items">{t('po.detail.items')}</Tabs.Tab>
              <Tabs.Tab value="requests">{t('po.detail.changeRequests')}</Tabs.Tab>
              <Tabs.Tab value="changes">{t('po.detail.changeRecord')}</Tabs.Tab>
              <Tabs.Tab value="operations">{t('po.detail.operationRecord')}</Tabs.Tab>
              <Tabs.Tab value="documents">{t('shippingDocs.tab', { count: documents.length })}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="items" pt="sm">
              <PoDetailItems items={items} marks={marks} scheduleLines={records?.scheduleLines ?? []} actions={actions} />
              <DangerousGoodsItems items={items} />
              {items.some((i) => i.itemStatus === 'changeRequested') && <BeforeAfter items={items.filter((i) => i.itemStatus === 'changeRequested')} />}
            </Tabs.Panel>
            <Tabs.Panel value="requests" pt="sm">
              <RecordTable
                label={t('po.detail.changeRequests')}
                head={[
                  t('po.column.item'),
                  t('po.detail.before'),
                  t('po.detail.after'),
                  t('po.column.reason'),
                  t('po.column.remark'),
                  t('po.detail.initiator'),
                  t('po.detail.decision'),
                ]}
                rows={(records?.changeRequests ?? []).map((r) => [
                  itemNumber(r.itemId),
                  `${r.before.qty} · ${r.before.deliveryDate}`,
                  r.after.lines ? r.after.lines.map((l) => `${l.qty} · ${l.deliveryDate}`).join('; ') : `${r.after.qty} · ${r.after.deliveryDate ?? ''}`,
                  reasonOf(r.reasonCode),
                  r.remark,
                  `${r.requestedBy} ${formatDateTime(r.requestedAt)}`,
                  `${t(`po.detail.requestStatus.${r.status}`)}${r.decidedBy ? ` · ${r.decidedBy}` : ''}${r.decisionRemark ? ` · ${r.decisionRemark}` : ''}${r.tbdStatus ? ` · ${r.tbdStatus}` : ''}`,
                ])}
              />
            </Tabs.Panel>
            <Tabs.Panel value="changes" pt="sm">
              <RecordTable
                label={t('po.detail.changeRecord')}
                head={[t('po.detail.time'), t('po.column.item'), t('po.detail.before'), t('po.detail.after'), t('po.detail.initiator'), t('po.detail.role')]}
                rows={(records?.changeRecords ?? []).map((c) => [
                  formatDateTime(c.changedAt),
                  itemNumber(c.itemId),
                  values(c.before),
                  values(c.after),
                  c.initiator,
                  c.role,
                ])}
              />
            </Tabs.Panel>
            <Tabs.Panel value="operations" pt="sm">
              <RecordTable
                label={t('po.detail.operationRecord')}
                head={[t('po.detail.time'), t('po.detail.operator'), t('po.detail.overview')]}
                rows={(records?.operationRecords ?? []).map((o) => [
                  formatDateTime(o.at),
                  o.operator,
                  t(`po.operation.${o.action}`, { ...o.detail, side: o.detail.side ? t(`po.side.${String(o.detail.side)}`) : '', defaultValue: o.action }),
                ])}
              />
            </Tabs.Panel>
            <Tabs.Panel value="documents" pt="sm">
              <ShippingDocuments userId={userId} side={side} po={po} items={items} documents={documents} slots={documentSlots} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </Drawer>
  );
}
