import { startTransition, useEffect, useState } from 'react';
import { liveQuery } from 'dexie';

/**
 * The result of a Dexie query, kept current as any tab writes to the tables it read. `undefined`
 * until the first result arrives. Pass a stable query (`useCallback`): a new one starts over.
 * Results render as a transition: React renders what they change in slices between other work
 * rather than in one task (a table re-rendered by a new lookup would otherwise hold the thread).
 */
export function useLiveQuery<T>(query: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (result) => startTransition(() => setValue(result)),
      error: () => startTransition(() => setValue(undefined)),
    });
    return () => subscription.unsubscribe();
  }, [query]);
  return value;
}
