import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a folder name (new folder, rename); the server decides whether it is free. */
export function FolderNameDialog({
  title,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSubmit(name.trim());
  };
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label={t('library.folderName')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={100} required data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('library.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ConfirmDialog({ message, busy, onConfirm, onClose }: { message: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} withCloseButton={false}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('library.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t('library.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
