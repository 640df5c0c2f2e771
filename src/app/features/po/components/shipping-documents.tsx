import { Anchor, Badge, Button, Group, Modal, ScrollArea, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../../shared/contracts/files.ts';
import type { PurchaseOrderRow } from '../../../../shared/contracts/po-rows.ts';
import { extensionOf } from '../../../../shared/domain/files.ts';
import { fileSize, formatDateTime } from '../../../../shared/domain/format.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import type { PoSide } from '../../../../shared/domain/po/rules.ts';
import {
  deleteDocumentMutation, receiveDocumentMutation, unreceiveDocumentMutation, type ViewedShippingDocument,
} from '../../../../shared/domain/po/shipping-documents.ts';
import { notifyError } from '../../../shell/notify.ts';
import { usePoAction } from './action-dialog.tsx';
import { ShippingDocumentForm } from './shipping-document-form.tsx';

/**
 * What the PO feature needs from the uploads feature, handed in by the route (features do not
 * import each other): the resumable uploader, forgetting its finished uploads, fetching a stored
 * file with the session, and a workbook's preview.
 */
export interface DocumentFileSlots {
  /** The uploader for the device's upload queue `scope`, one file; reports the stored file, or null. */
  uploader: (scope: string, onFile: (file: StoredFile | null) => void) => ReactNode;
  clearUploads: (scope: string) => Promise<void>;
  download: (url: string, name: string, inline: boolean) => Promise<void>;
  sheetPreview: (file: { fileId: string; name: string }, onClose: () => void) => ReactNode;
}

/** Types the browser shows itself; xlsx is read on the server; the rest are downloaded. */
const INLINE = ['pdf', 'png', 'jpg', 'jpeg', 'gif'];
const urlOf = (doc: ViewedShippingDocument) => `/api/file/Download/annex/${doc.fileId}`;

interface Props {
  userId: string;
  side: PoSide;
  po: PurchaseOrderRow;
  items: readonly PoListRow[];
  documents: readonly ViewedShippingDocument[];
  slots: DocumentFileSlots;
}

type Confirm = { kind: 'unreceive' | 'remove'; doc: ViewedShippingDocument };

/** The PO's shipping documents: the vendor adds and removes them, the buyer receives them (or takes that back). */
export function ShippingDocuments({ userId, side, po, items, documents, slots }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId);
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [previewing, setPreviewing] = useState<ViewedShippingDocument | null>(null);

  const fetchFile = (doc: ViewedShippingDocument, inline: boolean) => {
    if (!navigator.onLine) return notifyError(t('poDocs.downloadOffline'));
    slots.download(urlOf(doc), doc.fileName, inline).catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)));
  };
  const open = (doc: ViewedShippingDocument) => {
    const extension = extensionOf(doc.fileName);
    if (extension === 'xlsx') setPreviewing(doc);
    else if (INLINE.includes(extension)) fetchFile(doc, true);
  };
  const confirmed = async () => {
    if (!confirm) return;
    const { kind, doc } = confirm;
    setConfirm(null);
    await save(kind === 'remove' ? deleteDocumentMutation : unreceiveDocumentMutation, { documentId: doc.id });
  };

  const actions = (doc: ViewedShippingDocument) => {
    const file = doc.fileName;
    const waiting = doc.pendingSync === true;
    const button = (label: string, aria: string, onClick: () => void, color?: string) => (
      <Tooltip label={t('poDocs.waitingSync')} disabled={!waiting}>
        <Button size="compact-sm" variant="light" color={color} aria-label={aria} disabled={waiting} onClick={onClick}>
          {label}
        </Button>
      </Tooltip>
    );
    return (
      <Group gap={6} wrap="nowrap">
        <Anchor component="button" type="button" size="sm" aria-label={t('poDocs.download', { file })} onClick={() => fetchFile(doc, false)}>
          {t('upload.mine.downloadAction')}
        </Anchor>
        {(INLINE.includes(extensionOf(file)) || extensionOf(file) === 'xlsx') && (
          <Anchor component="button" type="button" size="sm" aria-label={t('poDocs.preview', { file })} onClick={() => open(doc)}>
            {t('upload.preview.open')}
          </Anchor>
        )}
        {side === 'buyer' && doc.status === 'sent' && button(t('poDocs.receive'), t('poDocs.receiveLabel', { file }), () => void save(receiveDocumentMutation, { documentId: doc.id }))}
        {side === 'buyer' && doc.status === 'received' && button(t('poDocs.unreceive'), t('poDocs.unreceiveLabel', { file }), () => setConfirm({ kind: 'unreceive', doc }), 'orange')}
        {side === 'vendor' && doc.status === 'sent' && button(t('poDocs.remove'), t('poDocs.removeLabel', { file }), () => setConfirm({ kind: 'remove', doc }), 'red')}
      </Group>
    );
  };

  return (
    <Stack gap="sm">
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">{t('poDocs.none')}</Text>
      ) : (
        <ScrollArea>
          <Table striped fz="sm" miw={760} aria-label={t('poDocs.title')} data-testid="shipping-documents">
            <Table.Thead>
              <Table.Tr>
                {(['type', 'file', 'item', 'uploaded', 'status', 'remark', 'actions'] as const).map((c) => <Table.Th key={c}>{t(`poDocs.column.${c}`)}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((doc) => (
                <Table.Tr key={doc.id} data-testid={`document-${doc.fileName}`}>
                  <Table.Td>{t(`poDocs.type.${doc.docType}`)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">{doc.fileName}</Text>
                    <Text fz="xs" c="dimmed">{fileSize(doc.fileSize)}</Text>
                  </Table.Td>
                  <Table.Td>{doc.itemNumber ? t('poDocs.itemLabel', { item: doc.itemNumber }) : t('poDocs.wholePo')}</Table.Td>
                  <Table.Td>{t('poDocs.byAt', { name: doc.uploaderName, time: formatDateTime(doc.createdAt) })}</Table.Td>
                  <Table.Td>
                    <Badge color={doc.status === 'received' ? 'green' : 'blue'} variant="light" radius="sm" tt="none">{t(`poDocs.status.${doc.status}`)}</Badge>
                    {doc.pendingSync && <Text fz="xs" c="dimmed">{t('poDocs.status.pending')}</Text>}
                    {doc.receivedBy && doc.receivedAt !== null && <Text fz="xs" c="dimmed">{t('poDocs.byAt', { name: doc.receivedBy, time: formatDateTime(doc.receivedAt) })}</Text>}
                  </Table.Td>
                  <Table.Td>{doc.remark}</Table.Td>
                  <Table.Td>{actions(doc)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {side === 'vendor' &&
        (adding ? (
          <ShippingDocumentForm po={po} items={items} slots={slots} onDone={() => setAdding(false)} />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setAdding(true)}>{t('poDocs.add')}</Button>
          </Group>
        ))}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} withCloseButton={false} centered>
        <Stack>
          <Text>
            {confirm?.kind === 'remove'
              ? t('poDocs.confirmRemove', { file: confirm.doc.fileName, po: po.poNumber })
              : t('poDocs.confirmUnreceive', { file: confirm?.doc.fileName ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>{t('po.action.cancel')}</Button>
            <Button color={confirm?.kind === 'remove' ? 'red' : 'orange'} onClick={() => void confirmed()}>{t('poDocs.confirm')}</Button>
          </Group>
        </Stack>
      </Modal>
      {previewing && slots.sheetPreview({ fileId: previewing.fileId, name: previewing.fileName }, () => setPreviewing(null))}
    </Stack>
  );
}
