import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MESSAGE_DURATION_MS } from '../../../../shared/constants.ts';
import type { Refusal } from '../../../../shared/domain/po/rules.ts';
import type { MutationSpec } from '../../../../shared/domain/sync-mutations.ts';
import { recordAction } from '../../../offline/store.ts';
import { notifyError } from '../../../platform/notify.ts';

/** The message of a refusal, in the user's language (the spec's words where it gives them). */
export function useRefusalText(): (refusal: Refusal) => string {
  const { t } = useTranslation();
  return (refusal) => t(`po.error.${refusal.key}`, refusal.params ?? {});
}

/** The first item's refusal under the rule, if any item is refused. */
export function firstRefusal<T>(items: readonly T[], rule: (item: T) => Refusal | null): Refusal | null {
  for (const item of items) {
    const refusal = rule(item);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Saves an action on this device (it reaches the server when online, exactly once) and says so.
 * Returns false when the device could not save it; `onSaved` runs once it is saved.
 */
export function usePoAction(userId: string, onSaved?: () => void) {
  const { t } = useTranslation();
  return async <A extends z.ZodType>(spec: MutationSpec<A>, args: z.infer<A>): Promise<boolean> => {
    try {
      await recordAction(userId, spec, args);
      // Offline, the user should know it waits for the connection; online it simply goes.
      notifications.show({ color: 'green', message: t(navigator.onLine ? 'po.action.savedOnline' : 'po.action.saved'), autoClose: MESSAGE_DURATION_MS * 2 });
      onSaved?.();
      return true;
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}

interface Props {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** Checks the values by the domain's rules: a refusal is shown and nothing is saved. Otherwise saves. */
  onSubmit: () => Refusal | null | Promise<Refusal | null>;
  submitLabel?: string;
  submitColor?: string;
  size?: string;
  children: ReactNode;
}

/** A form in a dialog for one PO action: the rule's refusal shows inside it, in the user's language. */
export function ActionDialog({ title, opened, onClose, onSubmit, submitLabel, submitColor, size = 'lg', children }: Props) {
  const { t } = useTranslation();
  const text = useRefusalText();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await onSubmit();
      setRefusal(result);
      if (!result) close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} size={size} centered>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          {children}
          {refusal && (
            <Alert color="red" role="alert" variant="light">
              {text(refusal)}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('po.action.cancel')}
            </Button>
            <Button type="submit" loading={busy} color={submitColor}>
              {submitLabel ?? t('po.action.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
