import { eq } from 'drizzle-orm';
import { setLanguageMutation, setLayoutMutation } from '../../shared/domain/sync-mutations.ts';
import { dictionaryData, dictionaryTypes, users } from '../db/schema/index.ts';
import { languageOf } from './auth/current-user.ts';
import { layoutOf } from './auth/service.ts';
import { registerMessages } from './messages/sync.ts';
import { SyncRegistry } from './sync/registry.ts';
import { SIGNED_IN } from '../../shared/domain/access.ts';

/** What the platform itself syncs: dictionaries, the user's own profile and preferences, and their messages. */
export function platformRegistry(): SyncRegistry {
  return registerMessages(new SyncRegistry())
    .table({
      name: 'dictionaryTypes',
      table: dictionaryTypes,
      id: dictionaryTypes.id,
      rev: dictionaryTypes.rev,
      deletedAt: dictionaryTypes.deletedAt,
      columns: {
        id: dictionaryTypes.id,
        parentId: dictionaryTypes.parentId,
        enCode: dictionaryTypes.enCode,
        fullName: dictionaryTypes.fullName,
        fullNameI18n: dictionaryTypes.fullNameI18n,
        isTree: dictionaryTypes.isTree,
        sortCode: dictionaryTypes.sortCode,
      },
      // Dictionaries are shared reference data: every signed-in user reads all of them.
      scope: () => undefined,
    })
    .table({
      name: 'dictionaryItems',
      table: dictionaryData,
      id: dictionaryData.id,
      rev: dictionaryData.rev,
      deletedAt: dictionaryData.deletedAt,
      columns: {
        id: dictionaryData.id,
        typeId: dictionaryData.typeId,
        parentId: dictionaryData.parentId,
        enCode: dictionaryData.enCode,
        fullName: dictionaryData.fullName,
        fullNameI18n: dictionaryData.fullNameI18n,
        description: dictionaryData.description,
        sortCode: dictionaryData.sortCode,
        enabled: dictionaryData.enabled,
      },
      scope: () => undefined,
    })
    .table({
      name: 'profile',
      table: users,
      id: users.id,
      rev: users.rev,
      deletedAt: users.deletedAt,
      columns: {
        id: users.id,
        account: users.account,
        realName: users.realName,
        email: users.email,
        mobile: users.mobile,
        gender: users.gender,
        signature: users.signature,
        headIcon: users.headIcon,
        theme: users.theme,
        language: users.language,
      },
      scope: (viewer) => eq(users.id, viewer.userId),
      toRow: (row) => ({ ...row, theme: layoutOf(String(row.theme)), language: languageOf(typeof row.language === 'string' ? row.language : null) }),
    })
    .mutation({
      spec: setLayoutMutation,
      permission: SIGNED_IN,
      apply: async ({ tx, viewer }, args) => {
        await tx.update(users).set({ theme: args.theme }).where(eq(users.id, viewer.userId));
      },
    })
    .mutation({
      spec: setLanguageMutation,
      permission: SIGNED_IN,
      apply: async ({ tx, viewer }, args) => {
        await tx.update(users).set({ language: args.language }).where(eq(users.id, viewer.userId));
      },
    });
}
