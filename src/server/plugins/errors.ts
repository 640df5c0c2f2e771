import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUSINESS_CODE } from '../../shared/constants.ts';
import { describeIssue } from '../../shared/domain/issues.ts';

type BusinessCode = number | string;

/** An expected failure: HTTP status for the class, business code and a catalogue key for the message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly code: BusinessCode = status === 200 ? BUSINESS_CODE.ok : BUSINESS_CODE.failed,
    /** The body field the refusal is about: the answer carries it in `data.fields` as a zod 400 does. */
    readonly field?: string,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);
export const forbidden = (key = 'error.forbidden', params?: Record<string, string | number>) => new AppError(403, key, params);
/** 400 about one body field, whose message a form shows under that input. */
export const fieldError = (field: string, key: string, params?: Record<string, string | number>) => new AppError(400, key, params, BUSINESS_CODE.failed, field);
export const notFound = (key: string, params?: Record<string, string | number>) => new AppError(404, key, params);

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function sendError(reply: FastifyReply, status: number, code: BusinessCode, msg: string, data: unknown = null): FastifyReply {
  return reply.code(status).type('application/json').send({ code, msg, data });
}

/** Every failure leaves as the envelope; 5xx details stay in the log, never in the response. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | z.ZodError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t;
    if (error instanceof AppError) {
      const msg = t(error.key, error.params);
      return sendError(reply, error.status, error.code, msg, error.field ? { fields: { [error.field]: msg } } : null);
    }
    if (error instanceof z.ZodError) {
      const where = (error as z.ZodError & { where?: string }).where ?? 'body';
      const msg = error.issues.map((issue) => describeIssue(issue, where, t)).join('; ');
      // A body's issues also go out per field path, so a form can put each message under its own input.
      const fields: Record<string, string> = {};
      if (where === 'body') for (const issue of error.issues) fields[issue.path.map(String).join('.')] ??= describeIssue(issue, where, t);
      return sendError(reply, 400, BUSINESS_CODE.failed, msg, where === 'body' ? { fields } : null);
    }
    // A unique index lost a race with another request: the value is taken, not a server fault.
    if (isUniqueViolation(error)) return sendError(reply, 409, BUSINESS_CODE.failed, t('error.conflict'));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 413) return sendError(reply, 413, BUSINESS_CODE.failed, t('error.bodyTooLarge'));
      if (status === 415) return sendError(reply, 415, BUSINESS_CODE.failed, t('error.unsupportedMedia', { type: request.headers['content-type'] ?? '' }));
      if (status === 429) return sendError(reply, 429, BUSINESS_CODE.failed, error.message);
      return sendError(reply, 400, BUSINESS_CODE.failed, t('error.malformedBody', { detail: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    request.failure = `${error.name}: ${error.message}`;
    return sendError(reply, 500, BUSINESS_CODE.failed, t('error.internal', { requestId: request.id }));
  });
}
