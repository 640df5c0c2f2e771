import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../form-failure.tsx';

interface Props {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  failure: unknown;
  children: ReactNode;
  size?: string;
}

/** The add / edit dialog of an administration page: its fields, a refusal about no one field, Save and Cancel. */
export function RecordModal({ opened, title, onClose, onSubmit, submitting, failure, children, size = 'lg' }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormFailure failure={failure} />
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('admin.common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
