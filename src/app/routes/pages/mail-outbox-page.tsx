import { OutboxTable } from '../../features/mail-outbox/components/outbox-table.tsx';

export function MailOutboxPage() {
  return <OutboxTable />;
}
