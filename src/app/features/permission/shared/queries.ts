import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOrganizations, organizationTree } from '../../../../shared/contracts/organize.ts';
import { allUsers } from '../../../../shared/contracts/users.ts';
import { call } from '../../../api/client.ts';
import { useHasPage } from '../../../platform/permitted.tsx';
import { ADMIN_QUERY_ROOT } from '../../../ui/admin/queries.ts';
import { pathOptions } from '../../../ui/admin/tree.ts';

const ORGANIZE_PAGE = '/permission/organize';

/** Query keys of the organisation pages: every write invalidates `all`, so each list shows the change. */
export const permissionKeys = {
  all: [...ADMIN_QUERY_ROOT, 'permission'] as const,
  organizeTree: () => [...permissionKeys.all, 'organizeTree'] as const,
  users: () => [...permissionKeys.all, 'allUsers'] as const,
};

/** Organisations with their departments (for filters and choices). */
export const organizeTreeQuery = () => queryOptions({ queryKey: permissionKeys.organizeTree(), queryFn: () => call(organizationTree) });

/**
 * The organisations a page may offer to work in, as `{ value, label }` path options: with the
 * Organisations page, those its list answers (for a tiered administrator, the ones they administer);
 * without it, every organisation of the tree.
 */
export function useWorkingOrganizations(): { options: { value: string; label: string }[]; pending: boolean } {
  const withList = useHasPage(ORGANIZE_PAGE);
  const listed = useQuery({
    queryKey: [...permissionKeys.all, 'organizations', ''],
    queryFn: () => call(listOrganizations, { query: {} }),
    enabled: withList,
  });
  const tree = useQuery({ ...organizeTreeQuery(), enabled: !withList });
  return withList
    ? { options: pathOptions(listed.data?.list ?? []), pending: listed.isPending }
    : { options: pathOptions(tree.data?.list ?? [], (n) => n.type === 'company'), pending: tree.isPending };
}

/** Every enabled user, `Name/account` (for manager choices). */
export const allUsersQuery = () => queryOptions({ queryKey: permissionKeys.users(), queryFn: () => call(allUsers) });
