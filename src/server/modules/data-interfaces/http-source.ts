/**
 * An HTTP data interface's rows: its URL with the values written in (URL-encoded), called only when
 * its host is on the administrator's allow-list, over http or https, without following redirects (a
 * redirect could lead off the list), within the time limit and a size limit; the answer must be JSON
 * holding a list of objects at `dataPath`. A value written into the path stays inside its segment.
 */
import { splitPlaceholders } from '../../../shared/domain/data-interfaces.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import type { Values } from './values.ts';

const MAX_BYTES = 5 * 1024 * 1024;

export interface HttpDefinition {
  query: string;
  requestMethod: 'GET' | 'POST';
  dataPath: string;
  requestParameters: readonly { field: string; fieldName?: string }[];
}

const refuse = (key: string, params?: Record<string, string | number>) => fieldError('query', `admin.dataInterface.http.${key}`, params);

/**
 * Whether a value written into the path could climb out of its segment. Encoded, `/` no longer
 * separates, yet URL normalisation still resolves a whole `.` or `..` segment, and some servers
 * decode a path twice or take `\` (or `..;`) for a separator: so a path value may hold no `/`, `\`,
 * `..` or %-escape, nor be `.`.
 */
const climbs = (value: string): boolean => value === '.' || value.includes('..') || /[/\\]|%[0-9a-f]{2}/i.test(value);

/**
 * The URL with the values written in; refused unless it is http(s) to an allowed host. A value before
 * the query (`?`) that could climb a path level is a 400 naming its parameter (`labelOf` its label).
 */
export function allowedUrl(template: string, values: Values, hosts: readonly string[], labelOf: (field: string) => string = (field) => field): URL {
  let inPath = true;
  const text = splitPlaceholders(template)
    .map((piece, i) => {
      if (i % 2 === 0) {
        inPath &&= !/[?#]/.test(piece);
        return piece;
      }
      const value = values.get(piece) ?? '';
      if (inPath && climbs(value)) throw fieldError(piece, 'admin.dataInterface.http.pathValue', { name: labelOf(piece) });
      return encodeURIComponent(value);
    })
    .join('');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse('badUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('badUrl');
  if (url.username || url.password) throw refuse('credentials');
  if (!hosts.includes(url.host.toLowerCase())) throw refuse('hostNotAllowed', { host: url.host });
  return url;
}

async function limitedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw refuse('tooLarge', { mb: MAX_BYTES / 1024 / 1024 });
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw refuse('tooLarge', { mb: MAX_BYTES / 1024 / 1024 });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The list at `path` in `answer` (a single object counts as a list of one). */
function rowsAt(answer: unknown, path: string): Record<string, unknown>[] {
  let at: unknown = answer;
  for (const key of path ? path.split('.') : []) at = at && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
  const list = Array.isArray(at) ? at : at && typeof at === 'object' ? [at] : null;
  if (!list || !list.every((row) => row && typeof row === 'object' && !Array.isArray(row))) throw refuse('shape', { path: path || '—' });
  return list as Record<string, unknown>[];
}

/** Calls the interface and answers its rows; every failure is a 400 saying what went wrong. */
export async function httpRows(definition: HttpDefinition, values: Values, hosts: readonly string[], timeoutMs: number): Promise<Record<string, unknown>[]> {
  const label = (field: string) => definition.requestParameters.find((p) => p.field === field)?.fieldName || field;
  const url = allowedUrl(definition.query, values, hosts, label);
  const body =
    definition.requestMethod === 'POST'
      ? JSON.stringify(Object.fromEntries(definition.requestParameters.map((p) => [p.field, values.get(p.field) ?? null])))
      : undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: definition.requestMethod,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw refuse('timeout', { seconds: timeoutMs / 1000 });
    throw refuse('unreachable', { host: url.host });
  }
  if (response.status >= 300 && response.status < 400) throw refuse('redirect', { status: response.status });
  if (!response.ok) throw refuse('status', { status: response.status });
  let parsed: unknown;
  try {
    parsed = JSON.parse(await limitedText(response));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.name === 'TimeoutError') throw refuse('timeout', { seconds: timeoutMs / 1000 });
    throw refuse('notJson');
  }
  return rowsAt(parsed, definition.dataPath);
}
