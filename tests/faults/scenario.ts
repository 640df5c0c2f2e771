import type { FastifyInstance } from 'fastify';
import { like } from 'drizzle-orm';
import type { z } from 'zod';
import { login as loginContract, logout } from '../../src/shared/contracts/auth.ts';
import { envelope, errorEnvelope } from '../../src/shared/contracts/endpoint.ts';
import { syncPull, syncPush } from '../../src/shared/contracts/sync.ts';
import { PLATFORM_MUTATIONS, type MutationSpec } from '../../src/shared/domain/sync-mutations.ts';
import { OfflineDb } from '../../src/app/offline/db.ts';
import { syncOnce, type SyncTransport } from '../../src/app/offline/engine.ts';
import { enqueue, entriesOf, overlay, stateOf } from '../../src/app/offline/outbox.ts';
import type { Db } from '../../src/server/db/client.ts';
import { appendMutation, faultEntities } from './fault-domain.ts';

/** The server side of a scenario: the app can be restarted on the same database. */
export interface World {
  app: () => FastifyInstance;
  db: Db;
  restart: () => Promise<void>;
  loginForm: (account: string) => string;
  userId: string;
}

class Failed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Tab {
  name: string;
  db: OfflineDb;
  closed: boolean;
  /** The next call of this tab's round is its last: the tab closes, before or after the server answers. */
  closeOnNextCall?: 'before' | 'after';
}

interface Action {
  entity: string;
  token: string;
  refuse: boolean;
}

export interface ScenarioReport {
  seed: number;
  problems: string[];
  log: string[];
}

const specs = new Map<string, MutationSpec<z.ZodType>>([...PLATFORM_MUTATIONS, appendMutation].map((s) => [s.name, s]));
const never = <T>() => new Promise<T>(() => undefined);

export async function runScenario(world: World, seed: number, steps = 30): Promise<ScenarioReport> {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const log: string[] = [];
  const problems: string[] = [];
  const dbName = `faults-${seed}-${Math.floor(rand() * 1e9)}`;
  const tabs: Tab[] = [];
  const openTab = () => {
    const tab: Tab = { name: `tab${tabs.length + 1}`, db: new OfflineDb(dbName, { faultEntities: 'id' }), closed: false };
    tabs.push(tab);
    return tab;
  };
  const liveTabs = () => tabs.filter((t) => !t.closed);
  openTab();

  const inject = async (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
    try {
      return await world
        .app()
        .inject({ method, url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, ...(payload ? { payload: payload } : {}) });
    } catch {
      throw new Failed(0, 'server restarting');
    }
  };
  const signIn = async () => {
    const res = await world.app().inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: world.loginForm('vendor1'),
    });
    return envelope(loginContract.data).parse(res.json()).data.token;
  };

  let token = await signIn();
  let online = true;
  let expired = false;
  let dropNext: 'push' | 'pull' | null = null;
  let leader: Tab | null = null;
  const rounds = new Map<Tab, Promise<unknown>>();

  const transport = (tab: Tab): SyncTransport => {
    /** One call as the tab's network sees it; resolves to the envelope's `data`. */
    const send = async (kind: 'push' | 'pull', path: string, payload: unknown): Promise<unknown> => {
      if (tab.closed) return never();
      if (tab.closeOnNextCall === 'before') return closeTab(tab);
      if (!online) throw new Failed(0, 'offline');
      const res = await inject('POST', path, token, payload);
      if (tab.closeOnNextCall === 'after') return closeTab(tab);
      if (dropNext === kind) {
        dropNext = null;
        log.push(`  ${kind} answer lost`);
        throw new Failed(0, 'connection reset');
      }
      const body = errorEnvelope.parse(res.json());
      if (res.statusCode !== 200) throw new Failed(res.statusCode, body.msg);
      return body.data;
    };
    return {
      pull: async (b) => syncPull.data.parse(await send('pull', syncPull.path, b)),
      push: async (b) => syncPush.data.parse(await send('push', syncPush.path, b)),
    };
  };
  function closeTab<T>(tab: Tab): Promise<T> {
    tab.closed = true;
    // A closed tab's lock is released by the browser.
    if (leader === tab) leader = null;
    log.push(`  ${tab.name} closed mid-round`);
    return never<T>();
  }
  const startRound = (tab: Tab) => {
    if (leader || tab.closed) return;
    leader = tab;
    const round = syncOnce(tab.db, world.userId, transport(tab)).finally(() => {
      if (leader === tab) leader = null;
      rounds.delete(tab);
    });
    rounds.set(tab, round);
  };

  const actions: Action[] = [];
  for (let step = 0; step < steps; step++) {
    // Every tab closed: the user opens the app again.
    if (liveTabs().length === 0) log.push(`${openTab().name} opens`);
    const r = rand();
    const tab = pick(liveTabs());
    if (r < 0.35) {
      const action = { entity: `s${seed}-e${Math.floor(rand() * 3)}`, token: `s${seed}-t${actions.length}`, refuse: rand() < 0.12 };
      actions.push(action);
      await enqueue(tab.db, world.userId, appendMutation, action);
      log.push(`${tab.name} does ${action.token} on ${action.entity}${action.refuse ? ' (to be refused)' : ''}`);
    } else if (r < 0.6) {
      log.push(`${tab.name} syncs`);
      startRound(tab);
    } else if (r < 0.7) {
      online = !online;
      log.push(online ? 'online' : 'offline');
    } else if (r < 0.78) {
      dropNext = rand() < 0.5 ? 'push' : 'pull';
    } else if (r < 0.83) {
      log.push('server restarts');
      await world.restart();
    } else if (r < 0.88 && !expired) {
      log.push('session expires');
      await inject('GET', logout.path, token).catch(() => undefined);
      expired = true;
    } else if (r < 0.93 && expired && online) {
      log.push('signs in again');
      token = await signIn();
      expired = false;
    } else if (r < 0.97) {
      tab.closeOnNextCall = rand() < 0.5 ? 'before' : 'after';
      log.push(`${tab.name} will close during its next call (${tab.closeOnNextCall} the server)`);
      startRound(tab);
      if (liveTabs().length <= 1) openTab();
    } else if (liveTabs().length < 2) {
      log.push(`${openTab().name} opens`);
    }
    // Let started rounds make progress between steps, as a user's pauses would.
    await new Promise((resolve) => setImmediate(resolve));
  }

  // Quiet: the network is back, the user signed in; the last tab standing syncs until nothing is left.
  online = true;
  dropNext = null;
  for (const t of tabs) delete t.closeOnNextCall;
  if (expired) token = await signIn();
  await Promise.all([...rounds].filter(([t]) => !t.closed).map(([, p]) => p));
  leader = null;
  const survivor = liveTabs()[0] ?? openTab();
  for (let i = 0; i < 6; i++) {
    await syncOnce(survivor.db, world.userId, transport(survivor));
    const left = (await entriesOf(survivor.db, world.userId)).filter((e) => e.status !== 'rejected');
    if (left.length === 0) break;
  }
  await check(world, seed, survivor, liveTabs(), actions, problems);
  for (const t of tabs) t.db.close();
  await OfflineDbDelete(dbName);
  return { seed, problems, log };
}

async function OfflineDbDelete(name: string): Promise<void> {
  await new OfflineDb(name).delete();
}

async function check(world: World, seed: number, survivor: Tab, open: Tab[], actions: Action[], problems: string[]): Promise<void> {
  const rows = await world.db
    .select()
    .from(faultEntities)
    .where(like(faultEntities.id, `s${seed}-%`));
  const onServer = new Map(rows.map((r) => [r.id, r.tokens]));
  const entries = await entriesOf(survivor.db, world.userId);
  const unsent = entries.filter((e) => e.status !== 'rejected');
  if (unsent.length) problems.push(`${unsent.length} action(s) never answered: ${unsent.map((e) => `${e.mutationId}:${e.status}`).join(', ')}`);
  const refused = new Set(entries.filter((e) => e.status === 'rejected').map((e) => (e.args as Action).token));
  const applied = [...onServer.values()].flat();
  for (const action of actions) {
    const times = applied.filter((t) => t === action.token).length;
    if (action.refuse && !refused.has(action.token)) problems.push(`${action.token} should be visibly refused`);
    if (action.refuse && times > 0) problems.push(`${action.token} was refused but applied ${times}×`);
    if (!action.refuse && times !== 1) problems.push(`${action.token} applied ${times}× (expected once)`);
    if (!action.refuse && refused.has(action.token)) problems.push(`${action.token} refused without reason`);
  }
  for (const entity of new Set(actions.map((a) => a.entity))) {
    const expected = actions.filter((a) => a.entity === entity && !a.refuse).map((a) => a.token);
    const got = onServer.get(entity) ?? [];
    if (JSON.stringify(got) !== JSON.stringify(expected)) problems.push(`${entity}: order ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  }
  // Every open tab (they share the device's store) sees the server's rows, with nothing left on top.
  for (const tab of open) {
    const base = await tab.db.base('faultEntities').toArray();
    const state = await stateOf(tab.db, world.userId);
    const view = overlay(new Map([['faultEntities', base]]), await entriesOf(tab.db, world.userId), specs, world.userId, state.lastMutationId).get(
      'faultEntities',
    )!;
    for (const [id, tokens] of onServer) {
      if (JSON.stringify(view.get(id)?.tokens) !== JSON.stringify(tokens))
        problems.push(`${tab.name} sees ${id} as ${JSON.stringify(view.get(id)?.tokens)}, server has ${JSON.stringify(tokens)}`);
    }
    const extra = [...view.keys()].filter((id) => id.startsWith(`s${seed}-`) && !onServer.has(id));
    if (extra.length) problems.push(`${tab.name} sees entities the server does not have: ${extra.join(', ')}`);
  }
}
