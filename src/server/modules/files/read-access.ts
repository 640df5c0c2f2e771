import type { Db } from '../../db/client.ts';
import type { SessionInfo } from '../../plugins/auth.ts';

/**
 * Another area's reason to let a user read a stored file it references (a PO's shipping document
 * for everyone in that PO's scope, say). The area registers it here, so the files module never
 * needs to know the areas that reference files.
 */
export type FileReadRule = (db: Db, reader: SessionInfo, fileId: string) => Promise<boolean>;

/** Who may download or preview a stored file: its owner, an administrator, or anyone a rule lets in. */
export class FileReaders {
  private readonly rules: FileReadRule[] = [];

  allow(rule: FileReadRule): this {
    this.rules.push(rule);
    return this;
  }

  async mayRead(db: Db, reader: SessionInfo, file: { id: string; ownerId: string }): Promise<boolean> {
    if (file.ownerId === reader.userId || reader.isAdministrator) return true;
    for (const rule of this.rules) if (await rule(db, reader, file.id)) return true;
    return false;
  }
}
