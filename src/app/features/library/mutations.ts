import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  addLibraryEntry,
  addLibraryFavourite,
  createLibraryFolder,
  deleteLibraryFolder,
  downloadLibraryEntry,
  removeLibraryEntry,
  removeLibraryFavourite,
  renameLibraryFolder,
  type LibraryItem,
} from '../../../shared/contracts/library.ts';
import { call, callForFile, saveFile } from '../../api/client.ts';
import { notifyError } from '../../platform/notify.ts';
import { libraryKeys } from './queries.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every library change may show in every listing (folder, collection, log): refresh the area. A
 * failure is a toast, unless the form that sent it shows it (`inline`).
 */
function useLibraryMutation<TArgs, TResult>(run: (args: TArgs) => Promise<TResult>, { inline = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
    onError: (error) => {
      if (!inline) notifyError(messageOf(error));
    },
  });
}

// The folder name dialog shows their refusals itself (a name in use under the field's dialog).
export const useCreateFolder = () =>
  useLibraryMutation((args: { parentId: string | null; name: string }) => call(createLibraryFolder, { body: args }), { inline: true });
export const useRenameFolder = () =>
  useLibraryMutation((args: { id: string; name: string }) => call(renameLibraryFolder, { params: { id: args.id }, body: { name: args.name } }), {
    inline: true,
  });
export const useDeleteFolder = () => useLibraryMutation((id: string) => call(deleteLibraryFolder, { params: { id } }));
export const useRemoveEntry = () => useLibraryMutation((id: string) => call(removeLibraryEntry, { params: { id } }));
export const useAddEntry = () => useLibraryMutation((args: { folderId: string | null; fileVersionId: string }) => call(addLibraryEntry, { body: args }));
export const useToggleFavourite = () =>
  useLibraryMutation((item: LibraryItem) => call(item.favourite ? removeLibraryFavourite : addLibraryFavourite, { params: { id: item.id } }));

/** Downloads go through the server (it logs them), so they need a connection. */
export function useDownloadEntry() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (item: LibraryItem) => {
    if (!navigator.onLine) return notifyError(t('library.offline'));
    void callForFile(downloadLibraryEntry, { params: { id: item.id } }, item.name)
      .then((file) => {
        saveFile(file);
        return queryClient.invalidateQueries({ queryKey: [...libraryKeys.all, 'downloads'] });
      })
      .catch((error: unknown) => notifyError(messageOf(error)));
  };
}
