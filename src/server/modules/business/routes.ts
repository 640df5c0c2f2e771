import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { BUSINESS_CODE, PO_PASSWORD_MIN_LENGTH, VERIFICATION_CODE } from '../../../shared/constants.ts';
import { sendEmailVerificationCode, userModifyPassword } from '../../../shared/contracts/business.ts';
import { isPoPassword } from '../../../shared/domain/password.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { publicRoute } from '../../plugins/endpoints.ts';
import { AppError, badRequest } from '../../plugins/errors.ts';
import { endUserSessions } from '../auth/queries.ts';
import { hashDigest, md5Hex, sha256Hex } from '../auth/passwords.ts';

/** Forgot-password: e-mail a short-lived code, then accept a new password (PO rule) with it. */
export function businessRoutes(app: FastifyInstance): void {
  publicRoute(app, sendEmailVerificationCode, async ({ params, request }) => {
    const email = params.address.toLowerCase();
    const [last] = await app.db
      .select({ age: sql<number>`extract(epoch from now() - ${verificationCodes.createdAt})::int` })
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    if (last && last.age < VERIFICATION_CODE.resendSeconds) {
      throw new AppError(429, 'error.codeTooSoon', { seconds: VERIFICATION_CODE.resendSeconds - last.age });
    }
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');
    await app.db.insert(verificationCodes).values({
      email, codeHash: sha256Hex(code), expiresAt: sql`now() + make_interval(secs => ${VERIFICATION_CODE.ttlSeconds})`,
    });
    const [user] = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (user) {
      const minutes = VERIFICATION_CODE.ttlSeconds / 60;
      // Sent after answering: the reply takes as long, and says the same, whether the address is known.
      const mail = { to: email, subject: request.t('mail.codeSubject'), text: request.t('mail.codeText', { code, minutes }) };
      setImmediate(() => void app.mailer.send(mail).catch((err: unknown) => app.log.error({ err }, 'verification e-mail not sent')));
    }
    return { resendSeconds: VERIFICATION_CODE.resendSeconds };
  });

  publicRoute(app, userModifyPassword, async ({ body }) => {
    if (body.password !== body.confirmPassword) throw badRequest('error.passwordMismatch');
    if (!isPoPassword(body.password, PO_PASSWORD_MIN_LENGTH)) throw badRequest('error.passwordPo');
    const email = body.email.toLowerCase();
    const wrongCode = new AppError(400, 'error.verificationCode', {}, BUSINESS_CODE.verificationCodeWrong);
    // Each guess is counted in the same statement that reads the code, so parallel guesses cannot
    // share one allowance: the newest live code of the address, while it has tries left.
    const [entry] = await app.db
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
    if (!entry || entry.codeHash !== sha256Hex(body.code)) throw wrongCode;
    const [user] = await app.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (!user) throw wrongCode;
    const passwordHash = await hashDigest(md5Hex(body.password));
    await app.db.transaction(async (tx) => {
      // Used once: a second request with the same code finds it spent.
      const [spent] = await tx.update(verificationCodes).set({ usedAt: sql`now()` }).where(and(eq(verificationCodes.id, entry.id), isNull(verificationCodes.usedAt))).returning({ id: verificationCodes.id });
      if (!spent) throw wrongCode;
      await tx.update(users).set({ passwordHash, failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
      await endUserSessions(tx, user.id, 'password');
    });
    await app.hub.recheckSessions(user.id);
    return null;
  });
}
