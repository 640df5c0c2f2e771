import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes / no question before an action the spec asks to confirm (read-all, delete). */
export function ConfirmModal({
  opened,
  title,
  question,
  onConfirm,
  onClose,
  busy,
}: {
  opened: boolean;
  title: string;
  question: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{question}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={busy ?? false}>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
