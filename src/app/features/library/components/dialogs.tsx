import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { folderNameBody } from '../../../../shared/contracts/library.ts';
import { useContractForm } from '../../../ui/use-contract-form.ts';
import { FormFailure } from '../../../ui/form-failure.tsx';

/**
 * Asks for a folder name (new folder, rename), checked by the contract's own rule; the server decides
 * whether it is free, and its refusal shows here, under the name or above the buttons.
 */
export function FolderNameDialog({
  title,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  /** Sends the name; resolves once saved, rejects with the server's refusal. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, submitting, failure } = useContractForm(folderNameBody, {
    initialValues: { name: initial },
    labels: { name: t('library.folderName') },
  });
  const save = submit(async ({ name }) => {
    await onSubmit(name);
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput label={t('library.folderName')} {...form.getInputProps('name')} required data-autofocus />
          <FormFailure failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('library.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
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
