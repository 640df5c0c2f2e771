import type { z } from 'zod';
import { USER_DETAIL_FIELDS, type userEditForm, type userForm, type UserDetailField, type USER_PERMISSION_COLUMNS } from '../../../shared/contracts/users.ts';
import { fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import type { UserRecord } from './queries.ts';

type Column = (typeof USER_PERMISSION_COLUMNS)[number];

/** The detail fields the viewer's ungranted list columns cover. */
export const hiddenDetailFields = (hiddenColumns: readonly Column[]): UserDetailField[] =>
  USER_DETAIL_FIELDS.filter((f) => (hiddenColumns as readonly string[]).includes(f));

/** The detail without the hidden fields. */
export function withoutHidden<T extends Partial<Record<UserDetailField, unknown>>>(detail: T, hidden: readonly UserDetailField[]): T {
  const copy = { ...detail };
  for (const field of hidden) delete copy[field];
  return copy;
}

const stored = (current: UserRecord): Record<UserDetailField, string> => ({
  account: current.account,
  realName: current.realName,
  gender: current.gender,
  mobilePhone: current.mobile,
  email: current.email,
  description: current.description,
});

/**
 * The edit as saved: a hidden field keeps its stored value whatever was sent (the viewer could not
 * see it, so cannot mean to change it); a visible account or name must be there.
 */
export function editAsSaved(
  t: TranslateFn,
  body: z.infer<typeof userEditForm>,
  current: UserRecord,
  hidden: readonly UserDetailField[],
): z.infer<typeof userForm> {
  const kept = stored(current);
  const value = (field: 'account' | 'realName'): string => {
    const sent = hidden.includes(field) ? kept[field] : body[field];
    if (sent === undefined) throw fieldError(field, 'field.required', { field: t(`admin.user.${field}`) });
    return sent;
  };
  const keep = <F extends UserDetailField>(field: F, sent: z.infer<typeof userForm>[F]) => (hidden.includes(field) ? kept[field] : sent);
  return {
    ...body,
    account: value('account'),
    realName: value('realName'),
    gender: keep('gender', body.gender) as z.infer<typeof userForm>['gender'],
    mobilePhone: keep('mobilePhone', body.mobilePhone),
    email: keep('email', body.email),
    description: keep('description', body.description),
  };
}
