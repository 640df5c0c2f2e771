import { createRoute } from '@tanstack/react-router';
import { OutboxTable } from '../features/mail-outbox/components/outbox-table.tsx';
import { signedInRoute } from './signed-in.tsx';

export const mailOutboxRoute = createRoute({ getParentRoute: () => signedInRoute, path: '/system/mailOutbox', staticData: { titleKey: 'outbox.title' }, component: MailOutboxPage });

function MailOutboxPage() {
  return <OutboxTable />;
}
