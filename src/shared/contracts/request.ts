import { BUSINESS_CODE } from '../constants.ts';
import { errorEnvelope, fillPath, type Endpoint } from './endpoint.ts';

/**
 * How a browser calls an endpoint through its contract, shared by the page's API client and the
 * workers that call the server themselves (the sync worker): one encoding of the request and one
 * reading of the envelope. What a failure then means (an error to show, a session to end) is each
 * caller's part.
 */
export interface EndpointRequest {
  body?: unknown;
  query?: unknown;
  params?: unknown;
  token?: string | null;
  /** Sent as `accept-language`: the server answers refusals in it. */
  language: string;
  /** Gives up after this long, answer included, as if the network had failed. */
  timeoutMs?: number;
}

/**
 * The answer: `network` when none arrived (or was cut off), `unreadable` when it was not an envelope,
 * `refused` for an envelope with a code other than ok, `invalid` when its data broke the contract.
 */
export type EndpointAnswer =
  | { kind: 'network' }
  | { kind: 'unreadable'; status: number }
  | { kind: 'refused'; status: number; code: number | string; msg: string; data: unknown }
  | { kind: 'invalid'; status: number }
  | { kind: 'ok'; status: number; data: unknown; msg: string };

/** Query and form values are scalars; anything else travels as JSON text. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function endpointUrl(ep: Endpoint, params: unknown, query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, asText(value));
  }
  search.set('timestamp', String(Date.now()));
  return `${fillPath(ep.path, params as Record<string, unknown> | undefined)}?${search.toString()}`;
}

export function encodeBody(ep: Endpoint, body: unknown): { body?: string; contentType?: string } {
  if (body === undefined) return {};
  if (ep.form) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body as object)) {
      if (value !== undefined) form.set(key, asText(value));
    }
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The headers every call carries: language, the client kind the original platform expects, the session. */
export function requestHeaders(language: string, token: string | null | undefined, contentType?: string): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': language, 'jnpf-origin': 'pc' };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export async function requestEndpoint(ep: Endpoint, input: EndpointRequest): Promise<EndpointAnswer> {
  const { body, contentType } = encodeBody(ep, input.body);
  let response: Response;
  try {
    const signal = input.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(input.timeoutMs) };
    response = await fetch(endpointUrl(ep, input.params, input.query), {
      method: ep.method,
      headers: requestHeaders(input.language, input.token, contentType),
      ...signal,
      ...(body !== undefined ? { body } : {}),
    });
  } catch {
    return { kind: 'network' };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch (error) {
    // An answer cut off on the way (or timed out) is a network failure; one that is not JSON is the server's.
    if (!(error instanceof SyntaxError)) return { kind: 'network' };
  }
  const envelope = errorEnvelope.safeParse(json);
  if (!envelope.success) return { kind: 'unreadable', status: response.status };
  const { code, msg, data } = envelope.data;
  if (code !== BUSINESS_CODE.ok) return { kind: 'refused', status: response.status, code, msg, data };
  const parsed = ep.data.safeParse(data);
  if (!parsed.success) return { kind: 'invalid', status: response.status };
  return { kind: 'ok', status: response.status, data: parsed.data, msg };
}

const SESSION_CODES: ReadonlyArray<number | string> = [BUSINESS_CODE.sessionExpired, BUSINESS_CODE.forcedOffline, BUSINESS_CODE.tokenInvalid];

/** 600, 601, 602: the session is over. */
export function isSessionEndCode(code: number | string): boolean {
  return SESSION_CODES.includes(code);
}
