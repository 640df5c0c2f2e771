import { startTransition, useEffect, useState } from 'react';

/**
 * Keeps a drawer or modal out of the page until it first opens: a closed Mantine overlay still
 * mounts its portal, transitions and ids with the page, and re-renders them in the task that mounts
 * it. On the first open it mounts closed and opens on the next render, so Mantine sees the change:
 * the opening transition plays and focus returns to the button that opened it. Once mounted it
 * stays, for its closing transition.
 */
export function useMountOnOpen(opened: boolean): { mounted: boolean; opened: boolean } {
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (mounted) startTransition(() => setReady(true));
  }, [mounted]);
  return { mounted: mounted || opened, opened: opened && ready };
}
