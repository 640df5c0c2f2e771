import { extensionOf, storedFileIdOf } from '../../../shared/domain/files.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../plugins/errors.ts';
import { liveFileOf } from '../files/queries.ts';
import * as q from './queries.ts';

/**
 * Makes `name` the user's avatar. The name alone proves nothing: it must name a living image upload
 * of theirs (`<fileVersionId>.<extension>`, as the upload answered it), or anyone's file could be
 * shown as their face, and a name that fits the pattern but names no file would show as broken.
 */
export async function setOwnAvatar(db: Db, userId: string, name: string): Promise<void> {
  const id = storedFileIdOf(name);
  const file = id === null ? undefined : await liveFileOf(db, id, 'image');
  if (!file || file.ownerId !== userId || file.extension !== extensionOf(name)) throw fieldError('name', 'error.avatarNotUploaded', { name });
  await q.updateUser(db, userId, { headIcon: `${file.id}.${file.extension}` });
}
