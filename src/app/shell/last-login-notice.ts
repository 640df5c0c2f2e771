import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LAST_LOGIN_NOTICE_MS } from '../../shared/constants.ts';
import type { UserInfo } from '../../shared/contracts/current-user.ts';
import { formatDateTime } from '../../shared/domain/format.ts';
import { FROM_LOGIN_KEY } from '../features/auth/mutations.ts';

/**
 * The last-login notice (spec 000 §2.5): only right after signing in on /login, only when there was a
 * previous sign-in; time, place and address, bottom right, for 2 seconds.
 */
export function useLastLoginNotice(userInfo: UserInfo): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (sessionStorage.getItem(FROM_LOGIN_KEY) !== '1') return;
    sessionStorage.removeItem(FROM_LOGIN_KEY);
    if (!userInfo.prevLogin || userInfo.prevLoginTime === null) return;
    const shown = {
      id: 'last-login',
      position: 'bottom-right',
      autoClose: LAST_LOGIN_NOTICE_MS,
      title: t('lastLogin.title'),
      message: t('lastLogin.message', {
        time: formatDateTime(userInfo.prevLoginTime),
        place: userInfo.prevLoginIPAddressName,
        ip: userInfo.prevLoginIPAddress,
      }),
    } as const;
    // In a task of its own: a toast renders synchronously (a store React must not tear), and here it
    // would hold the task that runs the whole signed-in frame's effects. Not cancelled on cleanup: the
    // notice is shown once, and its key is already spent.
    setTimeout(() => notifications.show(shown), 0);
  }, [t, userInfo]);
}
