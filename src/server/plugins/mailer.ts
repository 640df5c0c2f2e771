import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table, so the one-command start needs no mail server. */
export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        await db.insert(mailOutbox).values(mail);
      },
      close() {},
    };
  }
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
