import { queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../shared/contracts/files.ts';
import { storedFileIdOf } from '../../shared/domain/files.ts';
import { callForFile } from '../api/client.ts';

export const storedImageKeys = {
  all: ['storedImage'] as const,
  image: (name: string) => [...storedImageKeys.all, name] as const,
};

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable image')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image upload (`<fileVersionId>.<extension>`, as an avatar's `headIcon` holds it) as the browser
 * can show it. A download needs the session's bearer token, which an <img> cannot send, so the image
 * is fetched with it and kept as a data URL: one string in the query cache that the header and the
 * profile share, with no object URL to revoke when the last of them unmounts.
 */
export const storedImageQuery = (name: string) =>
  queryOptions({
    queryKey: storedImageKeys.image(name),
    queryFn: async () => {
      const id = storedFileIdOf(name);
      if (id === null) return null;
      return dataUrlOf((await callForFile(downloadFile, { params: { type: 'image', id }, query: { inline: 'true' } })).blob);
    },
    // A stored file never changes: a new avatar is a new name.
    staleTime: Infinity,
    retry: false,
  });

/** The image to show for a stored image name, or null (none, not loaded yet, or unreadable: show initials). */
export function useStoredImage(name: string): string | null {
  const { data } = useQuery({ ...storedImageQuery(name), enabled: name !== '' });
  return data ?? null;
}
