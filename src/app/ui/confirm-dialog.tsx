import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be taken back; Cancel has focus first so Enter never destroys by accident. */
export function ConfirmDialog({ opened, title, message, confirmLabel, danger = false, loading = false, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('ui.confirm.cancel')}
        </Button>
        <Button color={danger ? 'red.8' : undefined} loading={loading} onClick={onConfirm}>
          {confirmLabel ?? t('ui.confirm.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
