/** Administrator's view of the mail outbox: where e-mails go when no SMTP_URL is configured. */
import { z } from 'zod';
import { endpoint, listQuery, pageOf } from './endpoint.ts';
import { ADMINISTRATORS } from '../domain/access.ts';

export const outboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.number(),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const listMailOutbox = endpoint({
  method: 'GET',
  path: '/api/system/MailOutbox',
  access: 'unlocked',
  permission: ADMINISTRATORS,
  query: listQuery(['createdAt', 'to', 'subject'], { sidx: 'createdAt', sort: 'desc' }),
  data: pageOf(outboxMail),
});
