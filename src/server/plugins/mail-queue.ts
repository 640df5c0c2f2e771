import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { newId } from '../db/schema/columns.ts';
import { mailQueue } from '../db/schema/index.ts';
import { enqueueJobs, jobType } from '../jobs/job-types.ts';
import type { JobHandler } from '../jobs/runner.ts';
import type { Mailer } from './mailer.ts';

/**
 * One queued mail's delivery. Retries back off 30 s, 1 min, 2 min … up to an hour; after eight tries
 * the mail is given up (its row keeps the last error); a delivery that holds its claim two minutes
 * (its process died mid-send) is tried again.
 */
export const MAIL_DELIVERY = jobType('mail.deliver', z.object({ mailId: z.string() }), { maxAttempts: 8, timeoutSeconds: 120 });

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  topic: string;
}

/** Adds mail to the queue in the caller's transaction: it leaves only if that transaction commits. */
export async function enqueueMail(tx: Db, mails: readonly QueuedMail[]): Promise<void> {
  const rows = mails.map((mail) => ({ ...mail, id: newId() }));
  await insertRows(tx, mailQueue, rows);
  await enqueueJobs(
    tx,
    MAIL_DELIVERY,
    rows.map((row) => ({ mailId: row.id })),
  );
}

/** Sends one queued mail and records the outcome on its row; a failure is thrown, so the job tries again. */
export function deliverQueuedMail(mailer: Mailer): JobHandler<{ mailId: string }> {
  return async ({ mailId }, { db, lastAttempt }) => {
    const [row] = await db
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1` })
      .where(eq(mailQueue.id, mailId))
      .returning();
    // Swept away by the log retention, or already delivered by a run that lost its claim.
    if (!row || row.sentAt) return;
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text });
    } catch (err) {
      await db
        .update(mailQueue)
        .set({ lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500), ...(lastAttempt ? { failedAt: sql`now()` } : {}) })
        .where(eq(mailQueue.id, mailId));
      throw err;
    }
    await db
      .update(mailQueue)
      .set({ sentAt: sql`now()`, lastError: null })
      .where(eq(mailQueue.id, mailId));
  };
}
