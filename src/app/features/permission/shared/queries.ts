import { queryOptions } from '@tanstack/react-query';
import { organizationTree } from '../../../../shared/contracts/organize.ts';
import { allUsers } from '../../../../shared/contracts/users.ts';
import { call } from '../../../api/client.ts';

/** Query keys of the organisation pages: every write invalidates `all`, so each list shows the change. */
export const permissionKeys = {
  all: ['permission'] as const,
  organizeTree: () => [...permissionKeys.all, 'organizeTree'] as const,
  users: () => [...permissionKeys.all, 'allUsers'] as const,
};

/** Organisations with their departments (for filters and choices). */
export const organizeTreeQuery = () => queryOptions({ queryKey: permissionKeys.organizeTree(), queryFn: () => call(organizationTree) });

/** Every enabled user, `Name/account` (for manager choices). */
export const allUsersQuery = () => queryOptions({ queryKey: permissionKeys.users(), queryFn: () => call(allUsers) });
