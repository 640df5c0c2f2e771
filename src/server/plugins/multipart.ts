import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

export interface MultipartLimits {
  /** Bytes of one file part. */
  fileSize: number;
  files: number;
  fields: number;
  /** Bytes of one field's value. */
  fieldSize: number;
}

/**
 * The boundary parameter as RFC 2046 §5.1.1 allows it: 1 to 70 characters of a small set, the last
 * not a space; quoted, or bare when it needs no quotes.
 */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]"|[0-9A-Za-z'+_\-.]{1,70})\s*(?:;|$)/i;

/** Whether an error was raised with an HTTP status on purpose (by fastify, a plugin or us). */
function hasStatus(error: unknown): boolean {
  return error instanceof AppError || (typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number');
}

/** Every part of the body as the contract reads it: a field's text, or what `readFile` made of a file; repeated names become lists. */
async function readParts(request: FastifyRequest, readFile: (part: MultipartFile) => Promise<unknown>): Promise<Record<string, unknown>> {
  const values = new Map<string, unknown[]>();
  try {
    for await (const part of request.parts()) {
      // A value cut at the field limit would reach the contract looking whole.
      if (part.type === 'field' && (part.valueTruncated || part.fieldnameTruncated)) throw new AppError(413, 'error.bodyTooLarge');
      const value = part.type === 'file' ? await readFile(part) : part.value;
      values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), value]);
    }
  } catch (error) {
    // Limits and refusals carry their status. The parser's own complaints (the parts do not follow
    // the boundary, a part is torn off) carry none: they are a malformed body, not a server fault.
    if (hasStatus(error)) throw error;
    throw badRequest('error.multipartMalformed');
  }
  return Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
}

/**
 * The one way a route reads multipart/form-data (register it in the route's own scope): a body
 * without a usable boundary, or whose parts do not follow it, is a 400 in the caller's language
 * rather than a parser error surfacing as a 500. The body reaches the contract as an object of field
 * values, and file parts as their bytes unless `readFile` makes something else of them.
 */
export async function registerMultipart(
  scope: FastifyInstance,
  options: { limits: MultipartLimits; readFile?: (part: MultipartFile) => Promise<unknown> },
): Promise<void> {
  await scope.register(multipart, { limits: options.limits });
  const readFile = options.readFile ?? ((part: MultipartFile) => part.toBuffer());
  // preHandler, the last hook before the route: an authentication hook (onRequest, preValidation)
  // refuses its caller before a byte of the upload is read.
  scope.addHook('preHandler', async (request) => {
    if (!request.isMultipart()) return;
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw badRequest('error.multipartBoundary');
    request.body = await readParts(request, readFile);
  });
}
