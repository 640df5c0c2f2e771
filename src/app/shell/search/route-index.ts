import Fuse from 'fuse.js';

export interface SearchableRoute {
  title: string;
  path: string;
  /** What the result shows under its title (else the path). */
  detail?: string;
  /** The page's address search, e.g. the PO to open. */
  search?: Record<string, string>;
}

/** Fuzzy search over the visible routes (spec 000 §2.5): title weighs 0.7, path 0.3, threshold 0.4. */
export function createRouteIndex(routes: readonly SearchableRoute[]): (query: string) => SearchableRoute[] {
  const fuse = new Fuse(routes, {
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
  });
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
