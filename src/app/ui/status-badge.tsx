import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A status word in a pill that grows with its words instead of cutting them ("Waiting for approval"
 * stays whole in every language); the darker shade keeps white text above 4.5:1 contrast.
 */
export function StatusBadge({ color, children }: { color: MantineColor; children: ReactNode }) {
  return (
    <Badge
      color={`${color}.8`}
      variant="filled"
      radius="sm"
      style={{ maxWidth: 'none', height: 'auto', minHeight: 22 }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', textTransform: 'none', lineHeight: 1.3 } }}
    >
      {children}
    </Badge>
  );
}
