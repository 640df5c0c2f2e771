import { useMantineTheme, type MantineColor } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import classes from './status-badge.module.css';

type Variant = 'filled' | 'light' | 'outline';

/**
 * A status word in a pill that grows with its words instead of cutting them ("Waiting for approval"
 * stays whole in every language); it wraps only where its cell does (a noWrap column keeps it on one
 * line). Its colours are the theme's for Mantine's badge variants: filled, the theme's readable shade
 * keeps white text above 4.5:1 contrast (theme.ts); light, the words are dark on the tint, the tint
 * keeps the colour. One element with its colours, not Mantine's two with their variables: a list
 * shows two a row.
 */
export function StatusBadge({ color, variant = 'filled', children }: { color: MantineColor; variant?: Variant; children: ReactNode }) {
  const theme = useMantineTheme();
  const style = useMemo(() => {
    const colours = theme.variantColorResolver({ color, theme, variant, autoContrast: theme.autoContrast });
    return { background: colours.background, color: variant === 'light' ? 'var(--mantine-color-dark-7)' : colours.color, border: colours.border };
  }, [theme, color, variant]);
  return (
    <span className={classes.badge} style={style}>
      {children}
    </span>
  );
}
