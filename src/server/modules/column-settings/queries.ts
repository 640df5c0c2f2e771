import { and, count, eq, sql } from 'drizzle-orm';
import type { ColumnField } from '../../../shared/contracts/column-settings.ts';
import type { Db } from '../../db/client.ts';
import { userColumnSettings, users } from '../../db/schema/index.ts';

export interface ColumnSettingsRow {
  moduleId: string;
  fieldList: ColumnField[];
  updatedAt: Date;
}

const columns = { moduleId: userColumnSettings.moduleId, fieldList: userColumnSettings.fieldList, updatedAt: userColumnSettings.updatedAt };

export async function columnSettingsOf(db: Db, userId: string, moduleId: string): Promise<ColumnSettingsRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(userColumnSettings)
    .where(and(eq(userColumnSettings.userId, userId), eq(userColumnSettings.moduleId, moduleId)));
  return row;
}

/** Holds the user's row until the transaction ends, so two first saves of new keys cannot both pass the cap. */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function savedModuleCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userColumnSettings).where(eq(userColumnSettings.userId, userId));
  return row?.n ?? 0;
}

export async function upsertColumnSettings(db: Db, userId: string, moduleId: string, fieldList: ColumnField[]): Promise<ColumnSettingsRow> {
  const [row] = await db
    .insert(userColumnSettings)
    .values({ userId, moduleId, fieldList })
    .onConflictDoUpdate({ target: [userColumnSettings.userId, userColumnSettings.moduleId], set: { fieldList, updatedAt: sql`now()` } })
    .returning(columns);
  return row!;
}
