import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';

/** A page's URL query as plain strings, the way `CachedPageProps.search` carries it. */
export type RawSearch = Record<string, string>;

/** The same query always gives the same key, whatever order its parameters came in. */
const keyOf = (search: RawSearch) => JSON.stringify(Object.entries(search).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * The query a state writes: fields at their default are left out, so an untouched list keeps a plain
 * address, and one the user filtered carries exactly what they chose.
 */
export function searchOfState(state: Record<string, unknown>, defaults: Record<string, unknown>): RawSearch {
  const out: RawSearch = {};
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}

/**
 * A page's state (filters, sort, page) kept in its URL, so a reload or a shared link shows the same
 * list. The state is the page's own while the user types (an input never waits for the router); each
 * change is written to the address, and an address that changes from outside (a link, back) is read
 * again. `schema` must accept any query: each field that does not parse falls back (`.catch`).
 */
export function useSearchState<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  search: RawSearch,
  setSearch: (next: RawSearch) => void,
): [z.infer<S>, (next: z.infer<S>) => void] {
  const [state, setState] = useState<z.infer<S>>(() => schema.parse(search));
  const written = useRef(keyOf(search));
  const incoming = keyOf(search);
  useEffect(() => {
    if (incoming === written.current) return;
    written.current = incoming;
    // The key holds the query itself: a new `search` object with the same query is not a change.
    setState(schema.parse(Object.fromEntries(JSON.parse(incoming) as [string, string][])));
  }, [incoming, schema]);
  const update = useCallback(
    (next: z.infer<S>) => {
      setState(next);
      const raw = searchOfState(next, schema.parse({}));
      written.current = keyOf(raw);
      setSearch(raw);
    },
    [schema, setSearch],
  );
  return [state, update];
}

/** The address of `path` with `search` as its query (none when empty). */
export function addressOf(path: string, search: RawSearch): string {
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * useSearchState for a page the router shows itself (not a kept-alive tab page): the state lives in
 * the current address, read as plain strings as a kept page gets it, and written back in place.
 */
export function useAddressSearchState<S extends z.ZodType<Record<string, unknown>>>(schema: S): [z.infer<S>, (next: z.infer<S>) => void] {
  const { pathname, searchStr } = useLocation();
  const navigate = useNavigate();
  const search = useMemo(() => Object.fromEntries(new URLSearchParams(searchStr)), [searchStr]);
  const setSearch = useCallback((next: RawSearch) => void navigate({ href: addressOf(pathname, next), replace: true }), [navigate, pathname]);
  return useSearchState(schema, search, setSearch);
}
