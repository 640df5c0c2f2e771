/** Forgot-password flow of the PO area (spec 000 §2.5, §5): an e-mailed code, then a new password. */
import { z } from 'zod';
import { VERIFICATION_CODE } from '../constants.ts';
import { endpoint } from './endpoint.ts';

/** An address a code may be sent to. */
export const verificationAddress = z.email().max(120);

/**
 * Always answers success for a well-formed address, whether or not an account uses it, so the call
 * cannot be used to find accounts. `resendSeconds` drives the client's countdown.
 */
export const sendEmailVerificationCode = endpoint({
  method: 'POST',
  path: '/api/App/business/send-email-verification-code/:address',
  access: 'public',
  params: z.strictObject({ address: verificationAddress }),
  data: z.object({ resendSeconds: z.number().int() }),
});

/** The code from the e-mail and the new password, twice. */
export const forgotPasswordForm = z.strictObject({
  email: verificationAddress,
  code: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE.length}}$`), 'error.codeDigits'),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
});

export const userModifyPassword = endpoint({
  method: 'POST',
  path: '/api/App/business/user-modify-password',
  access: 'public',
  body: forgotPasswordForm,
  data: z.null(),
});
