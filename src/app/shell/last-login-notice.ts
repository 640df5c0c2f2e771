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
    notifications.show({
      id: 'last-login',
      position: 'bottom-right',
      autoClose: LAST_LOGIN_NOTICE_MS,
      title: t('lastLogin.title'),
      message: t('lastLogin.message', {
        time: formatDateTime(userInfo.prevLoginTime),
        place: userInfo.prevLoginIPAddressName,
        ip: userInfo.prevLoginIPAddress,
      }),
    });
  }, [t, userInfo]);
}
