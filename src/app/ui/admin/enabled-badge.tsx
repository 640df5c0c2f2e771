import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../status-badge.tsx';

/** A record's enabledMark in words. */
export function EnabledBadge({ mark }: { mark: 0 | 1 }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={mark === 1 ? 'green' : 'gray'} variant="light">
      {t(mark === 1 ? 'admin.common.enabled' : 'admin.common.disabled')}
    </StatusBadge>
  );
}
