import { sql } from 'drizzle-orm';
import type { ImportedPo } from '../../../src/shared/contracts/po.ts';
import { queryRows, type Db } from '../../../src/server/db/client.ts';
import { importPos } from '../../../src/server/modules/po/import.ts';
import { viewerOfUser } from '../../../src/server/plugins/access.ts';

/** Imports POs as the administrator would, before the server starts (a spec's own `prepare`). */
export async function importAsAdmin(db: Db, pos: ImportedPo[]): Promise<void> {
  const [admin] = await queryRows<{ id: string }>(db, sql`select id from users where account = 'admin'`);
  await importPos(db, (await viewerOfUser(db, admin!.id))!, pos);
}
