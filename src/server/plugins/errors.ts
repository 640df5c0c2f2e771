import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUSINESS_CODE } from '../../shared/constants.ts';
import type { TranslateFn } from './i18n.ts';

type BusinessCode = number | string;

/** An expected failure: HTTP status for the class, business code and a catalogue key for the message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly code: BusinessCode = status === 200 ? BUSINESS_CODE.ok : BUSINESS_CODE.failed,
  ) {
    super(key);
  }
}

export const badRequest = (key: string, params?: Record<string, string | number>) => new AppError(400, key, params);
export const forbidden = (key = 'error.forbidden', params?: Record<string, string | number>) => new AppError(403, key, params);
export const notFound = (key: string, params?: Record<string, string | number>) => new AppError(404, key, params);

function fieldName(path: ReadonlyArray<PropertyKey>, fallback: string): string {
  return path.length ? path.map(String).join('.') : fallback;
}

/** Turns a zod issue into a sentence that names the field, in the request's language. */
export function describeIssue(issue: z.core.$ZodIssue, where: string, t: TranslateFn): string {
  const field = fieldName(issue.path, where);
  if (issue.code !== 'unrecognized_keys' && 'input' in issue && issue.input === undefined) return t('field.required', { field });
  switch (issue.code) {
    case 'invalid_type':
      return t('field.type', { field, expected: issue.expected });
    case 'unrecognized_keys':
      return t('field.unknown', { field: issue.keys.map((k) => (issue.path.length ? `${field}.${k}` : k)).join(', ') });
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return t('field.required', { field });
      return issue.origin === 'string' ? t('field.tooShort', { field, min: Number(issue.minimum) }) : `${field}: ${issue.message}`;
    case 'too_big':
      return issue.origin === 'string' ? t('field.tooLong', { field, max: Number(issue.maximum) }) : `${field}: ${issue.message}`;
    case 'invalid_value':
      return t('field.oneOf', { field, values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      if (issue.format === 'email') return t('field.email', { field });
      if (issue.format === 'regex' && issue.message === 'mobile') return t('field.mobile', { field });
      return issue.format === 'regex' && !issue.message.startsWith('Invalid')
        ? `${t('field.invalid', { field })}: ${issue.message}`
        : t('field.invalid', { field });
    default:
      return t('field.invalid', { field });
  }
}

export function sendError(reply: FastifyReply, status: number, code: BusinessCode, msg: string): FastifyReply {
  return reply.code(status).type('application/json').send({ code, msg, data: null });
}

/** Every failure leaves as the envelope; 5xx details stay in the log, never in the response. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | z.ZodError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t;
    if (error instanceof AppError) return sendError(reply, error.status, error.code, t(error.key, error.params));
    if (error instanceof z.ZodError) {
      const where = (error as z.ZodError & { where?: string }).where ?? 'body';
      const msg = error.issues.map((issue) => describeIssue(issue, where, t)).join('; ');
      return sendError(reply, 400, BUSINESS_CODE.failed, msg);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 413) return sendError(reply, 413, BUSINESS_CODE.failed, t('error.bodyTooLarge'));
      if (status === 415) return sendError(reply, 415, BUSINESS_CODE.failed, t('error.unsupportedMedia', { type: request.headers['content-type'] ?? '' }));
      if (status === 429) return sendError(reply, 429, BUSINESS_CODE.failed, error.message);
      return sendError(reply, 400, BUSINESS_CODE.failed, t('error.malformedBody', { detail: error.message }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, BUSINESS_CODE.failed, t('error.internal', { requestId: request.id }));
  });
}
