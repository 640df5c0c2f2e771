import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../../shared/contracts/files.ts';
import { attachShippingDocument } from '../../../../shared/contracts/shipping-documents.ts';
import type { PurchaseOrderRow } from '../../../../shared/contracts/po-rows.ts';
import type { PoListRow } from '../../../../shared/domain/po/list-query.ts';
import { SHIPPING_DOCUMENT_REMARK_MAX, SHIPPING_DOCUMENT_TYPES, type ShippingDocumentType } from '../../../../shared/domain/po/shipping-document-kinds.ts';
import { call } from '../../../api/client.ts';
import { requestSync } from '../../../offline/loop.ts';
import type { DocumentFileSlots } from './document-file-slots.ts';

interface Props {
  po: PurchaseOrderRow;
  items: readonly PoListRow[];
  slots: DocumentFileSlots;
  onDone: () => void;
}

const WHOLE_PO = '';

/**
 * The vendor's form for one document: type, whole PO or an item, remark, and the file. The file is
 * uploaded at once into this PO's upload queue on the device (it resumes after going offline or a
 * reload); attaching it needs the server, so it waits for the user's Attach.
 */
export function ShippingDocumentForm({ po, items, slots, onDone }: Props) {
  const { t } = useTranslation();
  const scope = `po-document:${po.id}`;
  const [docType, setDocType] = useState<ShippingDocumentType | null>(null);
  const [itemId, setItemId] = useState<string>(WHOLE_PO);
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<StoredFile | null>(null);
  const [problems, setProblems] = useState<{ type?: string; file?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  // A problem goes as soon as the user has fixed it.
  const fixed = (field: 'type' | 'file') => setProblems(({ [field]: _gone, ...rest }) => rest);
  const chooseType = (value: ShippingDocumentType | null) => {
    setDocType(value);
    if (value) fixed('type');
  };
  const fileArrived = (stored: StoredFile | null) => {
    setFile(stored);
    if (stored) fixed('file');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...(docType ? {} : { type: t('shippingDocs.form.typeMissing') }), ...(file ? {} : { file: t('shippingDocs.form.fileMissing') }) };
    setProblems(found);
    if (!docType || !file) return;
    if (!navigator.onLine) return setProblems({ form: t('shippingDocs.form.offline') });
    setBusy(true);
    try {
      const doc = await call(attachShippingDocument, {
        params: { id: po.id },
        body: { docType, itemId: itemId === WHOLE_PO ? null : itemId, remark: remark.trim(), fileVersionId: file.fileVersionId },
      });
      await slots.clearUploads(scope);
      // The document reaches this device with the next pull, like everyone else's.
      requestSync();
      notifications.show({ color: 'green', message: t('shippingDocs.attached', { file: doc.fileName, po: po.poNumber }) });
      onDone();
    } catch (error) {
      setProblems({ form: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('shippingDocs.add')}>
        <Stack gap="sm">
          <Title order={4} size="h5">
            {t('shippingDocs.add')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={t('shippingDocs.form.type')}
              required
              data={SHIPPING_DOCUMENT_TYPES.map((value) => ({ value, label: t(`shippingDocs.type.${value}`) }))}
              value={docType}
              onChange={chooseType}
              error={problems.type}
              data-autofocus
            />
            <Select
              label={t('shippingDocs.form.item')}
              data={[
                { value: WHOLE_PO, label: t('shippingDocs.wholePo') },
                ...items.map((i) => ({ value: i.id, label: `${t('shippingDocs.itemLabel', { item: i.itemNumber })} · ${i.material}` })),
              ]}
              value={itemId}
              onChange={(value) => setItemId(value ?? WHOLE_PO)}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Textarea
            label={t('shippingDocs.form.remark')}
            value={remark}
            onChange={(e) => setRemark(e.currentTarget.value)}
            maxLength={SHIPPING_DOCUMENT_REMARK_MAX}
            autosize
            minRows={1}
            maxRows={4}
          />
          <div>
            <Text size="sm" fw={500}>
              {t('shippingDocs.form.file')}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t('shippingDocs.form.fileHint')}
            </Text>
            {slots.uploader(scope, fileArrived)}
            {problems.file && (
              <Text size="sm" c="red" role="alert" mt={4}>
                {problems.file}
              </Text>
            )}
          </div>
          {problems.form && (
            <Alert color="red" role="alert" variant="light">
              {problems.form}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('shippingDocs.form.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('shippingDocs.form.attach')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
