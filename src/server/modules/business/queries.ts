import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { VERIFICATION_CODE } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { sha256Hex } from '../auth/passwords.ts';

/** Seconds since the address was last sent a code, or null when it never was. */
export async function lastCodeAge(db: Db, email: string): Promise<number | null> {
  const [last] = await db
    .select({ age: sql<number>`extract(epoch from now() - ${verificationCodes.createdAt})::int` })
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return last ? last.age : null;
}

export async function insertCode(db: Db, email: string, code: string): Promise<void> {
  await db
    .insert(verificationCodes)
    .values({ email, codeHash: sha256Hex(code), expiresAt: sql`now() + make_interval(secs => ${VERIFICATION_CODE.ttlSeconds})` });
}

/** The account with this address (case-insensitive), if any. */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return user?.id;
}

/**
 * Counts one guess against the address's newest live code and returns it, in one statement, so
 * parallel guesses cannot share one allowance; undefined when no code has tries left.
 */
export async function takeGuess(db: Db, email: string): Promise<{ id: string; codeHash: string } | undefined> {
  const [entry] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        sql`${verificationCodes.id} = (select id from verification_codes where email = ${email} order by created_at desc limit 1)`,
        isNull(verificationCodes.usedAt),
        sql`${verificationCodes.expiresAt} > now()`,
        sql`${verificationCodes.attempts} < ${VERIFICATION_CODE.maxAttempts}`,
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  return entry;
}

/** Marks the code used; false when another request used it first. */
export async function spendCode(tx: Db, id: string): Promise<boolean> {
  const [spent] = await tx
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return Boolean(spent);
}

export async function setPassword(tx: Db, userId: string, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}
