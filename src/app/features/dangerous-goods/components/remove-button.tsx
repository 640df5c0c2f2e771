import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DangerousGoodsRow } from '../../../../shared/contracts/po-rows.ts';
import { removeDangerousGoods } from '../../../../shared/contracts/dangerous-goods.ts';
import { ApiError, call } from '../../../api/client.ts';
import { requestSync } from '../../../offline/loop.ts';
import { notifyError } from '../../../platform/notify.ts';

/**
 * Takes a material off the list after asking. It needs the server (the list is one for everyone);
 * the device drops the entry with the pull it asks for right after.
 */
export function RemoveDangerousGoodsButton({ row }: { row: DangerousGoodsRow }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await call(removeDangerousGoods, { params: { id: row.id } });
      setAsking(false);
      requestSync();
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) notifyError(t('dangerousGoods.offline'));
      else notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={t('dangerousGoods.removeLabel', { material: row.material })}
        onClick={() => setAsking(true)}
      >
        {t('dangerousGoods.remove')}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('dangerousGoods.removeLabel', { material: row.material })}>
        <Stack gap="md">
          <Text size="sm">{t('dangerousGoods.removeConfirm', { material: row.material })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void remove()}>
              {t('dangerousGoods.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
