import { z } from 'zod';
import { LIBRARY_TYPES } from '../../../shared/contracts/library.ts';
import { pagedListSearch } from '../../../shared/domain/list-search.ts';
import { useAddressSearchState } from '../../platform/search-state.ts';

export const LIBRARY_TABS = ['materials', 'collection', 'downloads'] as const;

/**
 * Where the user is in the file library, kept in its address so a reload or a link opens the same
 * place: the tab, the folder and type filter of the material list, and the search and page of the
 * tab shown (a new tab starts afresh, so its tabs share one address).
 */
export const libraryPlaceSearch = pagedListSearch.extend({
  tab: z.enum(LIBRARY_TABS).catch('materials'),
  folder: z.string().max(64).catch(''),
  type: z.enum(LIBRARY_TYPES).catch('all'),
});
export type LibraryPlace = z.infer<typeof libraryPlaceSearch>;

export interface LibraryPlaceProps {
  place: LibraryPlace;
  /** Moves to another place; a new search, filter or folder starts at the first page. */
  setPlace: (next: LibraryPlace) => void;
}

export const useLibraryPlace = () => useAddressSearchState(libraryPlaceSearch);
