import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { printTemplateData } from '../../../shared/contracts/print-templates.ts';
import { dataInterfaceParams } from '../../../shared/contracts/data-interfaces.ts';
import { formatDateTime } from '../../../shared/domain/format.ts';
import { call } from '../../api/client.ts';
import { currentUserQuery } from '../../platform/current-user.ts';
import { PHONE_MAX_WIDTH } from '../data-table.tsx';
import { documentPage, downloadPdf, type PrintSource } from './print-document.ts';
import { endpointQuery } from '../../platform/endpoint-query.ts';

interface Props {
  templateId: string;
  name: string;
  /** The template's data interface, whose parameters are given values here before the document is shown. */
  interfaceId: string | null;
  onClose: () => void;
}

/**
 * A document from a print template: its data read for the values given, shown on its paper in a
 * sandboxed frame (no script runs in it), printed from that frame, or saved as a PDF.
 */
export function PrintPreviewDialog({ templateId, name, interfaceId, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  const frame = useRef<HTMLIFrameElement>(null);
  const { data: user } = useQuery(currentUserQuery());
  const parameters =
    useQuery({
      ...endpointQuery(dataInterfaceParams, { params: { id: interfaceId ?? '' } }),
      enabled: interfaceId !== null,
    }).data ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [source, setSource] = useState<PrintSource | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'load' | 'pdf' | null>(null);
  const show = () => {
    setBusy('load');
    setFailure(null);
    call(printTemplateData, { query: { ...values, id: templateId } })
      .then((data) => {
        const now = Date.now();
        setSource({ ...data, variables: { '@now': formatDateTime(now), '@today': formatDateTime(now, 'YYYY-MM-DD'), '@user': user?.userInfo.userName ?? '' } });
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(null));
  };
  const pdf = () => {
    if (!source) return;
    setBusy('pdf');
    downloadPdf(source)
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(null));
  };
  return (
    <Modal opened onClose={onClose} title={t('admin.printTemplate.previewTitle', { name })} size="xl" fullScreen={phone} centered>
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="wrap">
          {parameters.map((p) => (
            <TextInput
              key={p.field}
              label={t('admin.printTemplate.previewValue', { name: p.fieldName || p.field })}
              placeholder={p.defaultValue}
              required={p.required}
              value={values[p.field] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [p.field]: value }));
              }}
              w={220}
            />
          ))}
          <Button variant="light" onClick={show} loading={busy === 'load'}>
            {t('admin.printTemplate.show')}
          </Button>
          <Button onClick={() => frame.current?.contentWindow?.print()} disabled={!source}>
            {t('admin.printTemplate.print')}
          </Button>
          <Button variant="default" onClick={pdf} disabled={!source} loading={busy === 'pdf'}>
            {t('admin.printTemplate.pdf')}
          </Button>
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" c="red.9">
              {failure}
            </Text>
          </Alert>
        )}
        {source && (
          <iframe
            ref={frame}
            title={t('admin.printTemplate.previewTitle', { name })}
            // Same origin so Print can reach the frame; no allow-scripts, so nothing in it runs.
            sandbox="allow-same-origin allow-modals"
            srcDoc={documentPage(source)}
            style={{ width: '100%', height: phone ? '65vh' : 560, border: '1px solid var(--mantine-color-gray-4)', background: '#fff' }}
          />
        )}
      </Stack>
    </Modal>
  );
}
