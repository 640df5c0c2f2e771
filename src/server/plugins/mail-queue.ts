import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { mailQueue } from '../db/schema/index.ts';
import type { Mailer } from './mailer.ts';

export const MAIL_QUEUE = {
  /** Rows claimed per round. */
  batch: 20,
  /** A claimed row not marked within this time (the deliverer died) is due again. */
  claimSeconds: 120,
  /** Retries back off 30 s, 1 min, 2 min … up to an hour; after this many tries the mail is given up. */
  maxAttempts: 8,
  /** Even with no action to wake it, the queue looks for due retries this often. */
  pollMs: 30_000,
} as const;

export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  topic: string;
}

/** Adds mail to the queue in the caller's transaction: it leaves only if that transaction commits. */
export async function enqueueMail(tx: Db, mails: readonly QueuedMail[]): Promise<void> {
  await insertRows(tx, mailQueue, mails);
}

export interface MailQueue {
  /** Asks for a delivery round soon (after a commit that queued mail); rounds never overlap. */
  kick(): void;
  /** Runs rounds until nothing is due; resolves when done (tests and shutdown wait on it). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Claims due rows by moving their next attempt past the claim window, so no other round takes them. */
async function claimDue(db: Db) {
  const due = sql`select id from mail_queue where sent_at is null and failed_at is null and next_attempt_at <= now()
    order by created_at limit ${MAIL_QUEUE.batch} for update skip locked`;
  return db
    .update(mailQueue)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${MAIL_QUEUE.claimSeconds})`, attempts: sql`${mailQueue.attempts} + 1` })
    .where(sql`${mailQueue.id} in (${due})`)
    .returning();
}

async function deliverRound(db: Db, mailer: Mailer, onError: (err: unknown, id: string) => void): Promise<number> {
  const rows = await claimDue(db);
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of rows) {
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text });
      await db
        .update(mailQueue)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(mailQueue.id, row.id));
    } catch (err) {
      onError(err, row.id);
      const giveUp = row.attempts >= MAIL_QUEUE.maxAttempts;
      await db
        .update(mailQueue)
        .set({
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
          ...(giveUp ? { failedAt: sql`now()` } : {}),
        })
        .where(eq(mailQueue.id, row.id));
    }
  }
  return rows.length;
}

/** Is anything due now? One indexed probe, so the idle poll costs next to nothing. */
async function anyDue(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailQueue.nextAttemptAt))
    .limit(1);
  return row !== undefined;
}

export function createMailQueue(db: Db, mailer: Mailer, onError: (err: unknown, id: string) => void): MailQueue {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const run = async (): Promise<void> => {
    do {
      again = false;
      while (!closed && (await deliverRound(db, mailer, onError)) > 0);
    } while (again && !closed);
  };
  const start = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((err: unknown) => onError(err, ''))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    void anyDue(db)
      .then((due) => (due ? start() : undefined))
      .catch((err: unknown) => onError(err, ''));
  }, MAIL_QUEUE.pollMs);
  timer.unref();

  return {
    kick: () => void start(),
    drain: async () => {
      while (running) await running;
      await start();
    },
    close: async () => {
      clearInterval(timer);
      closed = true;
      while (running) await running;
    },
  };
}
