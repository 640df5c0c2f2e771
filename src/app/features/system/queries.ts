import { ADMIN_QUERY_ROOT } from '../../ui/admin/queries.ts';

/** Query keys of the system data pages: every write invalidates `all`, so each list shows the change. */
export const systemKeys = {
  all: [...ADMIN_QUERY_ROOT, 'system'] as const,
  dictionaryTypes: () => [...systemKeys.all, 'dictionaryTypes'] as const,
  dictionaryItems: (typeId: string, keyword: string) => [...systemKeys.all, 'dictionaryItems', typeId, keyword] as const,
};
