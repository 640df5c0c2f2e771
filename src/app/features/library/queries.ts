import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listLibraryDownloads, listLibraryEntries, listLibraryFavourites, listLibraryFolders, type LibraryType } from '../../../shared/contracts/library.ts';
import { call } from '../../api/client.ts';
import { withOfflineAnswer } from '../../offline/answers.ts';

export interface PageArgs {
  page: number;
  pageSize: number;
  keyword: string;
}

export const libraryKeys = {
  all: ['library'] as const,
  folders: () => [...libraryKeys.all, 'folders'] as const,
  entries: (folderId: string | null, type: LibraryType, args: PageArgs) => [...libraryKeys.all, 'entries', { folderId, type, ...args }] as const,
  favourites: (args: PageArgs) => [...libraryKeys.all, 'favourites', args] as const,
  downloads: (args: PageArgs) => [...libraryKeys.all, 'downloads', args] as const,
};

const pageQuery = ({ page, pageSize, keyword }: PageArgs) => ({ currentPage: page, pageSize, ...(keyword ? { keyword } : {}) });
const answerKey = (name: string, { page, pageSize, keyword }: PageArgs) => `library.${name}:${page}:${pageSize}:${keyword}`;

/** Offline, every listing opens as it was last loaded on this device (withOfflineAnswer). */
export const libraryFoldersQuery = () =>
  queryOptions({ queryKey: libraryKeys.folders(), queryFn: () => withOfflineAnswer('library.folders', () => call(listLibraryFolders)) });

export const libraryEntriesQuery = (folderId: string | null, type: LibraryType, args: PageArgs) =>
  queryOptions({
    queryKey: libraryKeys.entries(folderId, type, args),
    queryFn: () =>
      withOfflineAnswer(`${answerKey('entries', args)}:${folderId ?? ''}:${type}`, () =>
        call(listLibraryEntries, { query: { ...pageQuery(args), type, ...(folderId ? { folderId } : {}) } }),
      ),
    placeholderData: keepPreviousData,
  });

export const libraryFavouritesQuery = (args: PageArgs) =>
  queryOptions({
    queryKey: libraryKeys.favourites(args),
    queryFn: () => withOfflineAnswer(answerKey('favourites', args), () => call(listLibraryFavourites, { query: pageQuery(args) })),
    placeholderData: keepPreviousData,
  });

export const libraryDownloadsQuery = (args: PageArgs) =>
  queryOptions({
    queryKey: libraryKeys.downloads(args),
    queryFn: () => withOfflineAnswer(answerKey('downloads', args), () => call(listLibraryDownloads, { query: pageQuery(args) })),
    placeholderData: keepPreviousData,
  });
