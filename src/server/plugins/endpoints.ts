import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { BUSINESS_CODE } from '../../shared/constants.ts';
import type { BodyOf, Endpoint, ParamsOf, QueryOf } from '../../shared/contracts/endpoint.ts';
import { admit, viewerOf, viewerOfSession, type Viewer } from './access.ts';
import { authenticate, sessionOf, type SessionInfo } from './auth.ts';
import { noteEndpoint } from './endpoint-registry.ts';
import { badRequest } from './errors.ts';
import { JsonText } from './json-text.ts';
import { unstorableText } from './text-check.ts';

interface Context<E extends Endpoint> {
  body: BodyOf<E>;
  query: QueryOf<E>;
  params: ParamsOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}
type Handler<E extends Endpoint, C> = (ctx: C) => Promise<z.input<E['data']> | JsonText<z.input<E['data']>>>;

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string, checkText = true): unknown {
  if (!schema) return undefined;
  // reportInput: the issue carries the value, so "missing" and "wrong type" can be told apart.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw Object.assign(parsed.error, { where });
  const finding = checkText ? unstorableText(parsed.data) : undefined;
  if (finding) throw badRequest(`field.${finding.problem}`, { field: finding.path || where });
  return parsed.data;
}

/**
 * The contract's access, enforced as the route's onRequest hook: it runs before Fastify reads or
 * parses the body, so an anonymous caller gets its 401, and a caller the contract's permission does
 * not name its 403, without the server taking in a 5 MB upload or telling it which fields are wrong.
 * The handler finds the session and the viewer on the request (sessionOf, viewerOf).
 */
function authenticateFirst(ep: Endpoint) {
  if (ep.access === 'public') throw new Error(`${ep.path} is public in its contract`);
  const opts = { allowLocked: ep.access === 'session', allowPasswordPending: ep.beforeOwnPassword === true };
  return {
    onRequest: async (request: FastifyRequest) => {
      const authenticated = await authenticate(request, opts);
      const viewer = viewerOfSession(authenticated);
      // The account row (password hash included) stays out of the request: the viewer has what is needed.
      const { account: _account, ...session } = authenticated;
      request.session = session;
      await admit(request.server.db, viewer, ep.permission);
      request.viewer = viewer;
    },
  };
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  run: (request: FastifyRequest, reply: FastifyReply, ctx: Context<E>) => Promise<unknown>,
): void {
  noteEndpoint(ep);
  app.route({
    method: ep.method,
    url: ep.path,
    ...(ep.access === 'public' ? {} : authenticateFirst(ep)),
    handler: async (request, reply) => {
      const ctx = {
        body: parsePart(ep.body, request.body ?? (ep.form ? {} : undefined), 'body', !ep.textCheckedByHandler),
        query: parsePart(ep.query, request.query, 'query'),
        params: parsePart(ep.params, request.params, 'path'),
        request,
        reply,
      } as Context<E>;
      const answer = await run(request, reply, ctx);
      const msg = request.t(ep.successMsg ?? 'common.ok');
      if (answer instanceof JsonText) {
        return reply.type('application/json; charset=utf-8').send(`{"code":${BUSINESS_CODE.ok},"msg":${JSON.stringify(msg)},"data":${answer.text}}`);
      }
      // A response that breaks its own contract is a server bug: a 500 with the details in the log.
      const result = ep.data.safeParse(answer);
      if (!result.success) throw new Error(`${ep.method} ${ep.path}: response does not match its contract: ${result.error.message}`);
      const data = result.data;
      return { code: BUSINESS_CODE.ok, msg, data };
    },
  });
}

/** A route anyone may call: input parsed by the contract, output serialised through it. */
export function publicRoute<E extends Endpoint>(app: FastifyInstance, ep: E, handler: Handler<E, Context<E>>): void {
  if (ep.access !== 'public' || ep.permission) throw new Error(`${ep.path} is not public in its contract`);
  register(app, ep, (_req, _rep, ctx) => handler(ctx));
}

/** A route that needs a session; `access: 'unlocked'` also refuses a locked screen. */
export function sessionRoute<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: Handler<E, Context<E> & { session: SessionInfo; viewer: Viewer }>,
): void {
  if (ep.access === 'public') throw new Error(`${ep.path} is public in its contract`);
  register(app, ep, (request, _reply, ctx) => handler({ ...ctx, session: sessionOf(request), viewer: viewerOf(request) }));
}

/**
 * A route whose success is a file, not an envelope (downloads, exports): the same session and input
 * checks as sessionRoute (a body when the contract has one); the handler sends the answer itself.
 * Refusals still leave as envelopes.
 */
export function fileRoute<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (ctx: Context<E> & { session: SessionInfo; viewer: Viewer }) => Promise<FastifyReply>,
): void {
  noteEndpoint(ep);
  app.route({
    method: ep.method,
    url: ep.path,
    // Files go out as stored, with their length (and ranges): most are compressed formats already.
    compress: false,
    ...authenticateFirst(ep),
    handler: async (request, reply) => {
      const query = parsePart(ep.query, request.query, 'query') as QueryOf<E>;
      const params = parsePart(ep.params, request.params, 'path') as ParamsOf<E>;
      const body = parsePart(ep.body, request.body, 'body') as BodyOf<E>;
      return handler({ body, query, params, request, reply, session: sessionOf(request), viewer: viewerOf(request) });
    },
  });
}
