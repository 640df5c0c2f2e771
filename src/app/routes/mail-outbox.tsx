import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OutboxTable } from '../features/mail-outbox/components/outbox-table.tsx';
import { usePageTitle } from '../shell/page-title.ts';
import { signedInRoute } from './signed-in.tsx';

export const mailOutboxRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/system/mailOutbox', component: MailOutboxPage });

function MailOutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('outbox.title'));
  return <OutboxTable />;
}
