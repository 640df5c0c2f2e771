/** Forgot-password flow of the PO area (spec 000 §2.5, §5): an e-mailed code, then a new password. */
import { z } from 'zod';
import { VERIFICATION_CODE } from '../constants.ts';
import { endpoint } from './endpoint.ts';

/**
 * Always answers success for a well-formed address, whether or not an account uses it, so the call
 * cannot be used to find accounts. `resendSeconds` drives the client's countdown.
 */
export const sendEmailVerificationCode = endpoint({
  method: 'POST',
  path: '/api/App/business/send-email-verification-code/:address',
  access: 'public',
  params: z.strictObject({ address: z.email().max(120) }),
  data: z.object({ resendSeconds: z.number().int() }),
});

export const userModifyPassword = endpoint({
  method: 'POST',
  path: '/api/App/business/user-modify-password',
  access: 'public',
  body: z.strictObject({
    email: z.email().max(120),
    code: z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE.length}}$`), `must be ${VERIFICATION_CODE.length} digits`),
    password: z.string().min(1).max(128),
    confirmPassword: z.string().min(1).max(128),
  }),
  data: z.null(),
});
