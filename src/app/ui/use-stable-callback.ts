import { useEffect, useMemo, useRef } from 'react';

/**
 * A handler that stays the same function across renders and calls the latest `callback`: a memoised
 * child given it does not render again when only the handler's closure changed (a list's paging
 * handlers close over the list's address, which every page change replaces).
 * For event handlers only, not for use during render.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useMemo(
    () =>
      (...args: A) =>
        latest.current(...args),
    [],
  );
}
