import type { FastifyInstance } from 'fastify';
import { sendEmailVerificationCode, userModifyPassword } from '../../../shared/contracts/business.ts';
import { publicRoute } from '../../plugins/endpoints.ts';
import { resetPassword, sendVerificationCode } from './service.ts';

/** Forgot-password: e-mail a short-lived code, then accept a new password (PO rule) with it. */
export function businessRoutes(app: FastifyInstance): void {
  publicRoute(app, sendEmailVerificationCode, ({ params, request }) => sendVerificationCode(app, params.address, request.t));
  publicRoute(app, userModifyPassword, async ({ body }) => {
    await resetPassword(app, body);
    return null;
  });
}
