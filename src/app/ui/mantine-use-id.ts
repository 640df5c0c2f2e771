import { useId as useReactId } from 'react';

/**
 * What the build puts in place of @mantine/hooks' `useId` (vite.config.ts). Mantine's own gives
 * React's id on the first render and swaps it for a random one in a layout effect: a synchronous
 * second render of every component with an id (the app shell, each drawer, menu, tooltip and input)
 * in the task that mounts it, 20–40 ms of the frame's first commit on a slow machine. React's id is
 * already unique within the app's single root, so it is kept.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}
