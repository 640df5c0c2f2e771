import type { Socket } from 'node:net';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Query parameters whose values never reach the log: sessions handed over in a link
 * (`/auth-redirect?token=`), one-time codes and tickets, credentials. Names compare without case,
 * `-` or `_` (`Access-Token` is `access_token`), and so do the endings below.
 */
export const SECRET_QUERY_PARAMETERS: readonly string[] = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'jwt',
  'code',
  'ticket',
  'otp',
  'nonce',
  'password',
  'passwd',
  'pwd',
  'secret',
  'client_secret',
  'api_key',
  'signature',
  'sig',
  'session_id',
  'authorization',
];
/** Any parameter named like these at its end is a secret too (`authToken`, `newPassword`, `x_api_secret`). */
const SECRET_NAME_ENDINGS: readonly string[] = ['token', 'secret', 'password', 'passwd'];

export const REDACTED = '[redacted]';

const normalise = (name: string) => name.toLowerCase().replace(/[-_]/g, '');
const secretNames = new Set(SECRET_QUERY_PARAMETERS.map(normalise));
const secretEndings = SECRET_NAME_ENDINGS.map(normalise);

/** As the server and the browser read the name: percent-decoded, `+` a space. */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Control, format (zero-width, direction marks) and line-separator characters: invisible in a name. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const isSecretName = (name: string) => name !== '' && (secretNames.has(name) || secretEndings.some((ending) => name.endsWith(ending)));

/**
 * A name is a secret when, decoded and without invisible characters, it or any part of it is one:
 * `token[]`, `token[0]`, `auth[token]` and `token.x` are read as `token` by some query parsers.
 */
export function isSecretParameter(rawName: string): boolean {
  const name = decodedName(rawName).replace(INVISIBLE, '');
  return [name, ...name.split(/[[\].]/)].some((part) => isSecretName(normalise(part)));
}

/** Query pairs end at `&` and, for some parsers, at `;`: a secret after either is redacted. */
const PAIR_SEPARATOR = /([&;])/;

/** A request address with the values of secret query parameters replaced; everything else as it came. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  // Split keeping the separators (odd indexes), so the address is rebuilt as it came.
  const parts = url
    .slice(start + 1)
    .split(PAIR_SEPARATOR)
    .map((pair, i) => {
      if (i % 2 === 1) return pair;
      const equals = pair.indexOf('=');
      return equals >= 0 && isSecretParameter(pair.slice(0, equals)) ? `${pair.slice(0, equals + 1)}${REDACTED}` : pair;
    });
  return `${url.slice(0, start + 1)}${parts.join('')}`;
}

/**
 * A query pair anywhere in a serialized log line: in a message or an error's stack that repeats an
 * address. A value ends where the address would (`&`, `;`, `#`, a space) or where the JSON string does.
 */
const QUERY_PAIR_IN_TEXT = /([?&;])((?:[^=&;#?\s"\\]|\\u[0-9A-Fa-f]{4})+)=([^&;#\s"\\]*)/g;

/** A name as JSON escaped it in the line (`\u0000` for NUL), read back. */
const unescapeJson = (name: string) => name.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every query pair in `text` whose name is a secret, its value replaced. */
export function redactSecretsInText(text: string): string {
  return text.replace(QUERY_PAIR_IN_TEXT, (pair, separator: string, name: string) =>
    isSecretParameter(unescapeJson(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
}

/** Fastify's logger options (pino's included). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: anything that takes one serialized line at a time. */
export interface LogStream {
  write(line: string): void;
}

/** Fastify's request serializer, the address redacted. */
function requestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  // As Fastify's own serializer: a request injected without a connection (an injected websocket) has no socket.
  const socket: Socket | undefined = request.raw.socket;
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: socket?.remotePort,
  };
}

/**
 * The server's logger. Secrets in addresses are redacted twice over: the request serializer does it
 * field by field for every request line (pages, API calls, the websocket upgrade), and the last step
 * before the stream does it in the whole line, for messages and errors that quote an address.
 */
export function loggerOptions(level: Config['LOG_LEVEL'], stream: LogStream): LoggerOptions {
  return {
    level,
    stream,
    serializers: { req: requestForLog },
    hooks: { streamWrite: redactSecretsInText },
  };
}
