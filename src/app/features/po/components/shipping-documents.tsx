import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrderRow } from '../../../../shared/contracts/po-rows.ts';
import { fileSize, formatDateTime } from '../../../../shared/domain/format.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import type { PoSide } from '../../../../shared/domain/po/rules.ts';
import {
  deleteDocumentMutation,
  receiveDocumentMutation,
  unreceiveDocumentMutation,
  type ViewedShippingDocument,
} from '../../../../shared/domain/po/shipping-documents.ts';
import { notifyError } from '../../../platform/notify.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { FilePreview, isPreviewable } from '../../../ui/file-preview/file-preview.tsx';
import { StatusBadge } from '../../../ui/status-badge.tsx';
import { usePoAction } from './action-dialog.tsx';
import { ShippingDocumentForm } from './shipping-document-form.tsx';
import type { DocumentFileSlots } from './document-file-slots.ts';

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

/** Sent or received, and by whom and when; an action of this device not yet answered says so. */
function DocumentStatus({ doc }: { doc: ViewedShippingDocument }) {
  const { t } = useTranslation();
  return (
    <>
      <StatusBadge color={doc.status === 'received' ? 'green' : 'blue'} variant="light">
        {t(`shippingDocs.status.${doc.status}`)}
      </StatusBadge>
      {doc.pendingSync && (
        <Text fz="xs" c="dimmed">
          {t('shippingDocs.status.pending')}
        </Text>
      )}
      {doc.receivedBy && (
        <Text fz="xs" c="dimmed">
          {doc.receivedBy}
        </Text>
      )}
      {doc.receivedAt !== null && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(doc.receivedAt)}
        </Text>
      )}
    </>
  );
}

/** The PO's shipping documents: the vendor adds and removes them, the buyer receives them (or takes that back). */
export function ShippingDocuments({ userId, side, po, items, documents, slots }: Props) {
  const { t } = useTranslation();
  const save = usePoAction(userId);
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [previewing, setPreviewing] = useState<ViewedShippingDocument | null>(null);
  const closePreview = useCallback(() => setPreviewing(null), []);

  const fetchFile = (doc: ViewedShippingDocument) => {
    if (!navigator.onLine) return notifyError(t('shippingDocs.downloadOffline'));
    slots.download(urlOf(doc), doc.fileName, false).catch((error: unknown) => notifyError(error instanceof Error ? error.message : String(error)));
  };
  const open = (doc: ViewedShippingDocument) => {
    if (!navigator.onLine) return notifyError(t('shippingDocs.downloadOffline'));
    setPreviewing(doc);
  };
  const confirmed = async () => {
    if (!confirm) return;
    const { kind, doc } = confirm;
    setConfirm(null);
    await save(kind === 'remove' ? deleteDocumentMutation : unreceiveDocumentMutation, { documentId: doc.id });
  };

  /** Download and, for what can be shown, preview: under the file's name. */
  const fileLinks = (doc: ViewedShippingDocument) => {
    const file = doc.fileName;
    return (
      <Group gap={8} wrap="nowrap">
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {fileSize(doc.fileSize)}
        </Text>
        <Anchor component="button" type="button" fz="xs" aria-label={t('shippingDocs.download', { file })} onClick={() => fetchFile(doc)}>
          {t('upload.mine.downloadAction')}
        </Anchor>
        {isPreviewable(file) && (
          <Anchor component="button" type="button" fz="xs" aria-label={t('shippingDocs.preview', { file })} onClick={() => open(doc)}>
            {t('ui.preview.open')}
          </Anchor>
        )}
      </Group>
    );
  };

  /** The one thing each side may do to the document as the device shows it (its unsent actions included). */
  const action = (doc: ViewedShippingDocument) => {
    const file = doc.fileName;
    const button = (label: string, aria: string, onClick: () => void, color?: string) => (
      <Button size="compact-sm" variant="light" color={color} aria-label={aria} onClick={onClick}>
        {label}
      </Button>
    );
    if (side === 'buyer' && doc.status === 'sent')
      return button(t('shippingDocs.receive'), t('shippingDocs.receiveLabel', { file }), () => void save(receiveDocumentMutation, { documentId: doc.id }));
    if (side === 'buyer')
      return button(t('shippingDocs.unreceive'), t('shippingDocs.unreceiveLabel', { file }), () => setConfirm({ kind: 'unreceive', doc }), 'orange');
    if (doc.status === 'sent')
      return button(t('shippingDocs.remove'), t('shippingDocs.removeLabel', { file }), () => setConfirm({ kind: 'remove', doc }), 'red');
    return null;
  };

  return (
    <Stack gap="sm">
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shippingDocs.none')}
        </Text>
      ) : (
        <DataTable
          records={documents}
          idAccessor={(doc) => doc.id}
          ariaLabel={t('shippingDocs.title')}
          minWidth={700}
          rowAttributes={(doc) => ({ 'data-testid': `document-${doc.fileName}` })}
          columns={[
            {
              key: 'type',
              title: t('shippingDocs.column.type'),
              render: (doc) => (
                <>
                  <Text fz="sm">{t(`shippingDocs.type.${doc.docType}`)}</Text>
                  {doc.remark && (
                    <Text fz="xs" c="dimmed" aria-label={t('shippingDocs.column.remark')}>
                      {doc.remark}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'file',
              title: t('shippingDocs.column.file'),
              render: (doc) => (
                <>
                  <Text fz="sm">{doc.fileName}</Text>
                  {fileLinks(doc)}
                </>
              ),
            },
            {
              key: 'item',
              title: t('shippingDocs.column.item'),
              noWrap: true,
              render: (doc) => (doc.itemNumber ? t('shippingDocs.itemLabel', { item: doc.itemNumber }) : t('shippingDocs.wholePo')),
            },
            {
              key: 'uploaded',
              title: t('shippingDocs.column.uploaded'),
              render: (doc) => (
                <>
                  <Text fz="sm">{doc.uploaderName}</Text>
                  <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(doc.createdAt)}
                  </Text>
                </>
              ),
            },
            { key: 'status', title: t('shippingDocs.column.status'), render: (doc) => <DocumentStatus doc={doc} /> },
            { key: 'actions', title: t('shippingDocs.column.actions'), render: (doc) => action(doc) },
          ]}
        />
      )}
      {side === 'vendor' &&
        (adding ? (
          <ShippingDocumentForm po={po} items={items} slots={slots} onDone={() => setAdding(false)} />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setAdding(true)}>
              {t('shippingDocs.add')}
            </Button>
          </Group>
        ))}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} withCloseButton={false} centered>
        <Stack>
          <Text>
            {confirm?.kind === 'remove'
              ? t('shippingDocs.confirmRemove', { file: confirm.doc.fileName, po: po.poNumber })
              : t('shippingDocs.confirmUnreceive', { file: confirm?.doc.fileName ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)} data-autofocus>
              {t('po.action.cancel')}
            </Button>
            <Button color={confirm?.kind === 'remove' ? 'red' : 'orange'} onClick={() => void confirmed()}>
              {t('shippingDocs.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {previewing && <FilePreview file={{ name: previewing.fileName, fileVersionId: previewing.fileId, url: urlOf(previewing) }} onClose={closePreview} />}
    </Stack>
  );
}
