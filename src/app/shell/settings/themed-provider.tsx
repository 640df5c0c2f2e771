import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { buildTheme } from '../../theme.ts';
import { useSettings } from './use-settings.ts';

/** Mantine with the user's theme colour and size; changing a setting re-themes the running app. */
export function ThemedProvider({ children }: { children: ReactNode }) {
  const { theme, size } = useSettings();
  const mantineTheme = useMemo(() => buildTheme(theme, size), [theme, size]);
  return <MantineProvider theme={mantineTheme}>{children}</MantineProvider>;
}
