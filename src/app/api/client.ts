import { BUSINESS_CODE } from '../../shared/constants.ts';
import { errorEnvelope, type BodyInput, type DataOf, type Endpoint, type ParamsInput, type QueryInput } from '../../shared/contracts/endpoint.ts';
import { encodeBody, endpointUrl, isSessionEndCode, requestEndpoint, requestHeaders } from '../../shared/contracts/request.ts';
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

/** 600, 601, 602: the session is over (the client has already forgotten the token). */
export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && isSessionEndCode(error.code);
}
/** Login and lock-screen answer these codes about the attempt itself, not about an ended session. */
const SESSION_CODE_EXEMPT = ['/api/oauth/Login', '/api/oauth/LockScreen'];

type SessionEndedListener = (error: ApiError) => void;
const sessionEndedListeners = new Set<SessionEndedListener>();
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * The tab's session is over, as an answer said (here or in the sync worker): the token is forgotten
 * and the sign-in page takes over. Said once: the answers to calls already under way when it ended
 * (a 600 "expired" after the administrator's "forced offline") repeat it in other words.
 */
export function announceSessionEnded(error: ApiError): void {
  if (tokenStore.get() === null) return;
  tokenStore.clear();
  for (const listener of sessionEndedListeners) listener(error);
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
  announceSessionEnded(new ApiError(401, BUSINESS_CODE.forcedOffline, message));
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

/** Calls an endpoint through its contract: the envelope is unwrapped and `data` checked against it. */
export async function call<E extends Endpoint>(ep: E, input: Input<E> = {}): Promise<DataOf<E>> {
  return (await callForAnswer(ep, input)).data;
}

/** As `call`, with the envelope's `msg` too, for answers the user is shown in the server's words (read-all). */
export async function callForAnswer<E extends Endpoint>(ep: E, input: Input<E> = {}): Promise<{ data: DataOf<E>; msg: string }> {
  const answer = await requestEndpoint(ep, { ...input, token: input.token ?? tokenStore.get(), language: currentLanguage() });
  switch (answer.kind) {
    case 'ok':
      return { data: answer.data as DataOf<E>, msg: answer.msg };
    case 'network':
      throw new ApiError(0, 0, i18n.t('common.requestError'));
    case 'unreadable':
      throw new ApiError(answer.status, answer.status, i18n.t('common.requestError'));
    case 'invalid':
      throw new ApiError(answer.status, 500, i18n.t('common.requestError'));
    case 'refused': {
      const error = new ApiError(answer.status, answer.code, answer.msg || i18n.t('common.requestError'), answer.data);
      if (endsSession(error) && input.token === undefined && !SESSION_CODE_EXEMPT.includes(ep.path)) announceSessionEnded(error);
      throw error;
    }
  }
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
  const { body, contentType } = encodeBody(ep, input.body);
  return fetchFile(endpointUrl(ep, input.params, input.query), { method: ep.method, ...(body !== undefined ? { body } : {}) }, contentType, fallbackName);
}

/**
 * Fetches a file at a path the server gave (a stored file's `url`, a preview's), with the session:
 * as `callForFile` for an address rather than a contract.
 */
export function fetchFileAt(url: string, fallbackName = 'download'): Promise<FetchedFile> {
  return fetchFile(url, { method: 'GET' }, undefined, fallbackName);
}

async function fetchFile(url: string, init: RequestInit, contentType: string | undefined, fallbackName: string): Promise<FetchedFile> {
  const headers = requestHeaders(currentLanguage(), tokenStore.get(), contentType);
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(url, { ...init, headers });
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
  if (endsSession(error)) announceSessionEnded(error);
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
