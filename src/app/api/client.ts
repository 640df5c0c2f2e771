import { BUSINESS_CODE } from '../../shared/constants.ts';
import { errorEnvelope, fillPath, type BodyInput, type DataOf, type Endpoint, type ParamsInput, type QueryInput } from '../../shared/contracts/endpoint.ts';
import { currentLanguage, i18n } from '../i18n.ts';
import { tokenStore } from './token.ts';

/** A failed call: HTTP status (0 when the network failed), the envelope's business code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    /** The failure envelope's data: a 400 about a body carries `{ fields: { path: message } }`. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const SESSION_CODES: ReadonlyArray<number | string> = [BUSINESS_CODE.sessionExpired, BUSINESS_CODE.forcedOffline, BUSINESS_CODE.tokenInvalid];

/** 600, 601, 602: the session is over (the client has already forgotten the token). */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && SESSION_CODES.includes(error.code);
}
/** Login and lock-screen answer these codes about the attempt itself, not about an ended session. */
const SESSION_CODE_EXEMPT = ['/api/oauth/Login', '/api/oauth/LockScreen'];

type SessionEndedListener = (error: ApiError) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** Set while this tab ends its own session: a `logout` the server pushes meanwhile is its echo. */
let signingOut = false;

/** Ends this tab's session with `work` (the server call); the token is gone before the echo can land. */
export async function signOutWith(work: () => Promise<unknown>): Promise<void> {
  signingOut = true;
  try {
    await work();
  } finally {
    tokenStore.clear();
    signingOut = false;
  }
}

/** The server ended the session over another channel (the websocket's `logout`): as a 601 answer would. */
export function endSessionFromServer(message: string): void {
  // The echo of our own sign-out, or a tab already signed out (other tabs follow through storage events).
  if (signingOut || !tokenStore.get()) return;
  tokenStore.clear();
  const error = new ApiError(401, BUSINESS_CODE.forcedOffline, message);
  for (const listener of sessionEndedListeners) listener(error);
}

type ScreenLockedListener = () => void;
const screenLockedListeners = new Set<ScreenLockedListener>();
export function onScreenLocked(listener: ScreenLockedListener): () => void {
  screenLockedListeners.add(listener);
  return () => screenLockedListeners.delete(listener);
}

/**
 * The server says the session's screen is locked (the websocket's `locked`): this tab follows as it
 * follows a lock in another tab, and opens its socket again once unlocked.
 */
export function lockScreenFromServer(): void {
  if (!tokenStore.get()) return;
  tokenStore.setLocked(true);
  for (const listener of screenLockedListeners) listener();
}

type Input<E extends Endpoint> = {
  body?: BodyInput<E>;
  query?: QueryInput<E>;
  params?: ParamsInput<E>;
  /** Gives up after this long, answer included, as if the network had failed (status 0). */
  timeoutMs?: number;
  /**
   * Calls as this session instead of the tab's (a handed-over one being checked): an answer that it
   * is over concerns that session only, so the tab's own is neither forgotten nor announced as ended.
   */
  token?: string;
};

/** Query and form values are scalars; anything else travels as JSON text. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function buildUrl(ep: Endpoint, params: unknown, query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, asText(value));
  }
  search.set('timestamp', String(Date.now()));
  return `${fillPath(ep.path, params as Record<string, unknown> | undefined)}?${search.toString()}`;
}

function encodeBody(ep: Endpoint, body: unknown): { body?: string; contentType?: string } {
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

/** Calls an endpoint through its contract: the envelope is unwrapped and `data` checked against it. */
export async function call<E extends Endpoint>(ep: E, input: Input<E> = {}): Promise<DataOf<E>> {
  return (await callForAnswer(ep, input)).data;
}

/** As `call`, with the envelope's `msg` too, for answers the user is shown in the server's words (read-all). */
export async function callForAnswer<E extends Endpoint>(ep: E, input: Input<E> = {}): Promise<{ data: DataOf<E>; msg: string }> {
  const { body, contentType } = encodeBody(ep, input.body);
  const token = input.token ?? tokenStore.get();
  const headers: Record<string, string> = { 'accept-language': currentLanguage(), 'jnpf-origin': 'pc' };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    const signal = input.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(input.timeoutMs) };
    response = await fetch(buildUrl(ep, input.params, input.query), { method: ep.method, headers, ...signal, ...(body !== undefined ? { body } : {}) });
  } catch {
    throw new ApiError(0, 0, i18n.t('common.requestError'));
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch (error) {
    // An answer cut off on the way (or timed out) is a network failure; one that is not JSON is the server's.
    if (!(error instanceof SyntaxError)) throw new ApiError(0, 0, i18n.t('common.requestError'));
  }
  const envelope = errorEnvelope.safeParse(json);
  if (!envelope.success) throw new ApiError(response.status, response.status, i18n.t('common.requestError'));
  const { code, msg, data } = envelope.data;
  if (code !== BUSINESS_CODE.ok) {
    const error = new ApiError(response.status, code, msg || i18n.t('common.requestError'), data);
    if (endsSession(error) && input.token === undefined && !SESSION_CODE_EXEMPT.includes(ep.path)) {
      tokenStore.clear();
      for (const listener of sessionEndedListeners) listener(error);
    }
    throw error;
  }
  const parsed = ep.data.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 500, i18n.t('common.requestError'));
  return { data: parsed.data as DataOf<E>, msg };
}

/** A file an endpoint answered with, and the name its Content-Disposition gives it. */
export interface FetchedFile {
  blob: Blob;
  name: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) return decodeURIComponent(extended);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Calls an endpoint whose success is a file (downloads, exports), with its body if it takes one; a
 * refusal still comes as the envelope and throws its message like `call` does.
 */
export async function callForFile<E extends Endpoint>(ep: E, input: Input<E> = {}, fallbackName = 'download'): Promise<FetchedFile> {
  const token = tokenStore.get();
  const { body, contentType } = encodeBody(ep, input.body);
  const headers: Record<string, string> = { 'accept-language': currentLanguage(), 'jnpf-origin': 'pc' };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(buildUrl(ep, input.params, input.query), { method: ep.method, headers, ...(body !== undefined ? { body } : {}) });
    blob = await response.blob();
  } catch {
    throw new ApiError(0, 0, i18n.t('common.requestError'));
  }
  if (response.ok && !(response.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { blob, name: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
  }
  const envelope = errorEnvelope.safeParse(
    await blob
      .text()
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null),
  );
  const code = envelope.success ? envelope.data.code : response.status;
  const error = new ApiError(response.status, code, (envelope.success && envelope.data.msg) || i18n.t('common.requestError'));
  if (endsSession(error)) {
    tokenStore.clear();
    for (const listener of sessionEndedListeners) listener(error);
  }
  throw error;
}

/** Hands a fetched file to the browser's download. */
export function saveFile({ blob, name }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Kept a while after the click: the browser reads the blob when the download starts, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
