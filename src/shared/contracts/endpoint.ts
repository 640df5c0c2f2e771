import { z } from 'zod';
import type { Gate } from '../domain/access.ts';

/**
 * One contract per endpoint: method, path (fastify-style `:param`), input schemas and the `data`
 * schema of the envelope. The server registers routes from it, the client calls through it and the
 * tests assert against it, so the three cannot drift.
 */
export type Access = 'public' | 'session' | 'unlocked';

export interface Endpoint<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** public: no token; session: a valid session, locked or not; unlocked: valid and not locked. */
  access: Access;
  /**
   * Who may call it beyond holding such a session: role kinds, or a granted menu and button
   * (administrators always may). Refused with 403 before the body is read. Absent: every signed-in
   * user, and the handler's row scope decides.
   */
  permission?: Gate;
  /**
   * Callable while the user still has to replace a password someone else chose (spec-silent
   * decision, docs/decisions/0009-own-password-first.md): what /newUser needs. Every other session
   * endpoint refuses with 403.
   */
  beforeOwnPassword?: true;
  /** The body arrives as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** The body arrives as multipart/form-data; file parts become bytes under their field name. */
  multipart?: boolean;
  /**
   * The handler checks the text of what it stores itself, instead of a 400 for the whole request when
   * a field holds text PostgreSQL cannot keep: a push rejects the one bad mutation and goes on.
   */
  textCheckedByHandler?: true;
  /** The i18n key of the envelope's `msg` on success, where the client shows it (default common.ok). */
  successMsg?: string;
  /** A POST that only reads (the original's POST searches, the sync pull): logged as a request, not an operation. */
  reads?: true;
  /**
   * What the operation log calls a write no menu gates (`admin.log.actions.<logAs>`: "Profile · Change
   * password"); a menu-gated one is named by its page and button.
   */
  logAs?: string;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  data: TData;
}

export function endpoint<
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TData extends z.ZodType = z.ZodType,
>(e: Endpoint<TBody, TQuery, TParams, TData>): Endpoint<TBody, TQuery, TParams, TData> {
  return e;
}

type InferOr<T, D> = [NonNullable<T>] extends [never] ? D : NonNullable<T> extends z.ZodType ? z.infer<NonNullable<T>> : D;
type InputOr<T, D> = [NonNullable<T>] extends [never] ? D : NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : D;
export type BodyOf<E extends Endpoint> = InferOr<E['body'], undefined>;
export type QueryOf<E extends Endpoint> = InferOr<E['query'], undefined>;
export type ParamsOf<E extends Endpoint> = InferOr<E['params'], undefined>;
export type DataOf<E extends Endpoint> = z.infer<E['data']>;
export type BodyInput<E extends Endpoint> = InputOr<E['body'], undefined>;
export type QueryInput<E extends Endpoint> = InputOr<E['query'], undefined>;
export type ParamsInput<E extends Endpoint> = InputOr<E['params'], undefined>;

/** Every request carries a cache-busting `timestamp` query parameter; queries accept it. */
export const timestampParam = { timestamp: z.coerce.number().int().nonnegative().optional() };
export const bareQuery = z.strictObject(timestampParam);

export const businessCode = z.union([z.number().int(), z.string()]);
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: businessCode, msg: z.string(), data });
}
export const errorEnvelope = z.object({ code: businessCode, msg: z.string(), data: z.unknown() });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const paginationSchema = z.object({ currentPage: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pagination: paginationSchema });
}
/** An instant as epoch milliseconds, between 1970 and the year 9999. */
export const epochMillis = z.coerce.number().int().min(0).max(253_402_300_799_999);

export const pageQuery = {
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
  keyword: z.string().trim().max(100).optional(),
};

/**
 * JSON text in a query or body field (the spec's `queryJson`, `fieldList`), parsed and then checked by `shape`,
 * so its issues name the field inside it (`queryJson.status`) like any other input.
 */
export function jsonText<T extends z.ZodType>(shape: T, maxLength = 4000) {
  return z
    .string()
    .max(maxLength)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(shape);
}

/** The filters of a list that has none: only `{}` passes. */
const noFilters = z.strictObject({});

/**
 * The spec's full list query: the page, `sidx` (one of the columns the list sorts by), `sort`, the
 * keyword, and `queryJson` (field filters, checked by `filters`). A list without filters takes only
 * `{}`: a filter it does not have is refused as an unknown field rather than ignored.
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodType = typeof noFilters>(
  sorts: S,
  defaults: { sidx: S[number]; sort: 'asc' | 'desc' },
  // The default stands for F's own default (no filters); TypeScript cannot tie a value to a type default.
  filters: F = noFilters as z.ZodType as F,
) {
  return z.strictObject({
    ...timestampParam,
    ...pageQuery,
    sidx: z.enum(sorts).default(defaults.sidx),
    sort: z.enum(['asc', 'desc']).default(defaults.sort),
    queryJson: jsonText(filters).optional(),
  });
}

/** Replaces `:name` segments of a contract path by the (URI-encoded) values of `params`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
}
