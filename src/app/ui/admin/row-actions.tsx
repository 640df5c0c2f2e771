import { Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_MAX_WIDTH } from '../data-table.tsx';

/** A row's action buttons as one named group. */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  // On a phone the actions sit in a card beside their label and must wrap; in the table they stay on one line.
  const narrow = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`, false);
  return (
    <Group gap={4} wrap={narrow ? 'wrap' : 'nowrap'} role="group" aria-label={t('admin.common.rowActions', { name })}>
      {children}
    </Group>
  );
}
