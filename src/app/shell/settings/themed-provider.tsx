import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { buildTheme, cssVariablesResolver } from '../../theme.ts';
import { useSettings } from './use-settings.ts';

/** Mantine with the user's theme colour and size; changing a setting re-themes the running app. */
export function ThemedProvider({ children }: { children: ReactNode }) {
  const { theme, size } = useSettings();
  const { t } = useTranslation();
  const labels = useMemo(
    () => ({
      close: t('tabs.close'),
      firstPage: t('shell.pager.first'),
      previousPage: t('shell.pager.previous'),
      nextPage: t('shell.pager.next'),
      lastPage: t('shell.pager.last'),
    }),
    [t],
  );
  const mantineTheme = useMemo(() => buildTheme(theme, size, labels), [theme, size, labels]);
  return (
    <MantineProvider theme={mantineTheme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
