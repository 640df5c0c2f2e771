import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnSettingsProps } from './column-settings-drawer.tsx';

// The drawer (number inputs, selects) loads on first use: it is not part of a list's first load.
const ColumnSettingsDrawer = lazy(async () => ({ default: (await import('./column-settings-drawer.tsx')).ColumnSettingsDrawer }));

/** Opens the list-column settings drawer (spec 001); once opened, the drawer stays mounted to close with its transition. */
export function ColumnSettingsButton(props: ColumnSettingsProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
      >
        {t('ui.columns.open')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ColumnSettingsDrawer {...props} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
