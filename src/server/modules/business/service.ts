import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BUSINESS_CODE, PO_PASSWORD_MIN_LENGTH, VERIFICATION_CODE } from '../../../shared/constants.ts';
import type { BodyOf } from '../../../shared/contracts/endpoint.ts';
import type { userModifyPassword } from '../../../shared/contracts/business.ts';
import { isPoPassword } from '../../../shared/domain/password.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import type { TranslateFn } from '../../plugins/i18n.ts';
import { endUserSessions } from '../auth/queries.ts';
import { hashDigest, md5Hex, sha256Hex } from '../auth/passwords.ts';
import { insertCode, lastCodeAge, setPassword, spendCode, takeGuess, userIdByEmail } from './queries.ts';

/** Forgot-password, step 1: a short-lived code for the address, at most one per resend interval. */
export async function sendVerificationCode(app: FastifyInstance, address: string, t: TranslateFn): Promise<{ resendSeconds: number }> {
  const email = address.toLowerCase();
  const age = await lastCodeAge(app.db, email);
  if (age !== null && age < VERIFICATION_CODE.resendSeconds) throw new AppError(429, 'error.codeTooSoon', { seconds: VERIFICATION_CODE.resendSeconds - age });
  const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');
  await insertCode(app.db, email, code);
  if (await userIdByEmail(app.db, email)) {
    const minutes = VERIFICATION_CODE.ttlSeconds / 60;
    // Sent after answering: the reply takes as long, and says the same, whether the address is known.
    const mail = { to: email, subject: t('mail.codeSubject'), text: t('mail.codeText', { code, minutes }) };
    setImmediate(() => void app.mailer.send(mail).catch((err: unknown) => app.log.error({ err }, 'verification e-mail not sent')));
  }
  return { resendSeconds: VERIFICATION_CODE.resendSeconds };
}

/** Forgot-password, step 2: a new password (PO rule) with the code; every session of the account ends. */
export async function resetPassword(app: FastifyInstance, body: BodyOf<typeof userModifyPassword>): Promise<void> {
  // Each refusal names its field, so the form shows it under the input it is about.
  if (!isPoPassword(body.password, PO_PASSWORD_MIN_LENGTH)) throw fieldError('password', 'error.passwordPo');
  if (body.password !== body.confirmPassword) throw fieldError('confirmPassword', 'error.passwordMismatch');
  const email = body.email.toLowerCase();
  const wrongCode = new AppError(400, 'error.verificationCode', {}, BUSINESS_CODE.verificationCodeWrong, 'code');
  const entry = await takeGuess(app.db, email);
  if (!entry || entry.codeHash !== sha256Hex(body.code)) throw wrongCode;
  const userId = await userIdByEmail(app.db, email);
  if (!userId) throw wrongCode;
  const passwordHash = await hashDigest(md5Hex(body.password));
  await app.db.transaction(async (tx) => {
    // Used once: a second request with the same code finds it spent.
    if (!(await spendCode(tx, entry.id))) throw wrongCode;
    await setPassword(tx, userId, passwordHash);
    await endUserSessions(tx, userId, 'password');
  });
  await app.hub.recheckSessions(userId);
}
