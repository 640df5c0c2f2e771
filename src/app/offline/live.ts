import { useEffect, useState } from 'react';
import { liveQuery } from 'dexie';

/**
 * The result of a Dexie query, kept current as any tab writes to the tables it read. `undefined`
 * until the first result arrives. Pass a stable query (`useCallback`): a new one starts over.
 */
export function useLiveQuery<T>(query: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => setValue(undefined) });
    return () => subscription.unsubscribe();
  }, [query]);
  return value;
}
