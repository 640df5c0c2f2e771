import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts `children` in a second render that React renders in slices between other work, so a heavy
 * page does not hold the main thread in one long task on top of what mounted with it. Only the first
 * mount waits; later renders of the children are immediate.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}

/**
 * Mounts `children` once the tree around them has committed, in a render of their own: their commit,
 * and what it sets off (portals, floating elements, the re-renders their layout effects ask for,
 * requests), runs in a task of its own instead of lengthening the task that mounts the tree.
 */
export function AfterCommit({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
