import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../shell/page-title.ts';
import { StatusScreen } from '../shell/status-screen.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return <StatusScreen code={404} title={t('notFound.title')} minHeight="100dvh" />;
}
