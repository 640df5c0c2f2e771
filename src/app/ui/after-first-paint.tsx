import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts `children` in a second render that React renders in slices between other work, so a heavy
 * page does not hold the main thread in one long task on top of what mounted with it. Only the first
 * mount waits; later renders of the children are immediate.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
