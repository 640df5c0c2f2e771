import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status word in a pill that grows with its words instead of cutting them ("Waiting for approval"
 * stays whole in every language); it wraps only where its cell does (a noWrap column keeps it on one
 * line). Filled, the theme's readable shade of the colour keeps white text above 4.5:1 contrast (theme.ts);
 * light, the words are dark on the tint, the tint keeps the colour.
 */
export function StatusBadge({ color, variant = 'filled', children }: { color: MantineColor; variant?: 'filled' | 'light' | 'outline'; children: ReactNode }) {
  return (
    <Badge
      color={color}
      variant={variant}
      c={variant === 'light' ? 'dark.7' : undefined}
      radius="sm"
      style={{ maxWidth: 'none', height: 'auto', minHeight: 22 }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'inherit', textTransform: 'none', lineHeight: 1.3 } }}
    >
      {children}
    </Badge>
  );
}
