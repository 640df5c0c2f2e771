import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Endpoint } from '../../src/shared/contracts/endpoint.ts';
import { isMenuPermission, permits } from '../../src/shared/domain/access.ts';
import { kindNamedBy } from '../../src/shared/domain/roles.ts';
import { hashDigest, md5Hex } from '../../src/server/modules/auth/passwords.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

/**
 * The authorisation matrix over every contract: whatever an endpoint's contract says about who may
 * call it is what the server does, before it looks at the request's input. Each caller sends input
 * that is wrong on purpose, so a caller let through answers 400 (or 404 for the made-up id), and one
 * kept out answers 401 / 403 without learning which fields were wrong.
 */
const contractsDir = path.resolve(import.meta.dirname, '../../src/shared/contracts');
const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'data' in value;

async function allEndpoints(): Promise<{ name: string; ep: Endpoint }[]> {
  const found: { name: string; ep: Endpoint }[] = [];
  for (const file of fs.readdirSync(contractsDir).filter((f) => f.endsWith('.ts'))) {
    const module = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isEndpoint(value)) found.push({ name: `${file}:${name}`, ep: value });
      // A family of endpoints exported together (module-items.ts: list, create, update, remove).
      else if (typeof value === 'object' && value !== null) {
        for (const [inner, ep] of Object.entries(value)) if (isEndpoint(ep)) found.push({ name: `${file}:${name}.${inner}`, ep });
      }
    }
  }
  return found;
}

const CLERK_PASSWORD = 'Clerk#Only2026';
/** Accounts of the matrix; clerk1 has no PO role and no administrator flag (role kind "other"). */
const callers = [
  { account: 'vendor1', kind: 'vendor' },
  { account: 'vendor2', kind: 'vendor' },
  { account: 'buyer1', kind: 'buyer' },
  { account: 'uploader1', kind: 'buyer' },
  { account: 'admin', kind: 'administrator' },
  { account: 'clerk1', kind: 'other' },
] as const;

let t: TestApp;
let endpoints: { name: string; ep: Endpoint }[];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  await t.db.insert(users).values({ account: 'clerk1', realName: 'Clara Clerk', passwordHash: await hashDigest(md5Hex(CLERK_PASSWORD)) });
  for (const { account } of callers) tokens[account] = await t.tokenFor(account, account === 'clerk1' ? CLERK_PASSWORD : undefined);
  endpoints = await allEndpoints();
});
afterAll(() => t.close());

/** The request with input no contract accepts: an unknown query field, and a body of the wrong shape. */
function badRequestFor(ep: Endpoint, token?: string) {
  const params = Object.fromEntries([...ep.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, 'no-such-id']));
  const url = `${fillPath(ep.path, params)}?notAField=1`;
  const hasBody = ep.method !== 'GET' && ep.method !== 'DELETE';
  return t.request({
    method: ep.method,
    url,
    token,
    ...(hasBody ? { payload: JSON.stringify(['not', 'an', 'object']), headers: { 'content-type': 'application/json' } } : {}),
  });
}

describe('every contract with a permission is enforced before the input is read', () => {
  it('the matrix covers the role-gated endpoints', () => {
    const gated = endpoints.filter(({ ep }) => ep.permission);
    // The PO import and batch, documents, dangerous goods, library keeping, notices and the mail outbox.
    expect(gated.length).toBeGreaterThanOrEqual(25);
  });

  it('anonymous callers get 401 from every endpoint that is not public', async () => {
    for (const { name, ep } of endpoints.filter(({ ep }) => ep.access !== 'public')) {
      const res = await badRequestFor(ep);
      expect(res.statusCode, name).toBe(401);
    }
  });

  // What the contracts must say, for the decisions that matter most (spec 000 §6 and the README).
  it.each([
    ['po.ts:poImport', ['buyer1', 'uploader1', 'admin']],
    ['po-batch.ts:poBatchConfirm', ['buyer1', 'uploader1', 'admin']],
    ['shipping-documents.ts:attachShippingDocument', ['vendor1', 'vendor2', 'admin']],
    ['dangerous-goods.ts:removeDangerousGoods', ['buyer1', 'uploader1', 'admin']],
    ['library.ts:createLibraryFolder', ['buyer1', 'uploader1', 'admin']],
    ['library.ts:listLibraryEntries', ['vendor1', 'vendor2', 'buyer1', 'uploader1', 'admin']],
    ['messages.ts:createNotice', ['admin']],
    ['mail.ts:listMailOutbox', ['admin']],
  ])('%s admits exactly %j', async (name, admitted) => {
    const found = endpoints.find((e) => e.name === name);
    expect(found, name).toBeDefined();
    const passed: string[] = [];
    for (const { account } of callers) if ((await badRequestFor(found!.ep, tokens[account])).statusCode !== 403) passed.push(account);
    expect(passed).toEqual(admitted);
  });

  for (const caller of callers) {
    it(`${caller.account} (${caller.kind}) is refused with 403 exactly where the contract does not name it`, async () => {
      const isAdministrator = caller.kind === 'administrator';
      const roleKind = isAdministrator ? 'other' : kindNamedBy(caller.kind);
      for (const { name, ep } of endpoints.filter(({ ep }) => ep.permission)) {
        const res = await badRequestFor(ep, tokens[caller.account]);
        // No demo role is granted an administration menu: only the administrator passes a menu gate.
        const gate = ep.permission!;
        const allowed = isMenuPermission(gate) ? isAdministrator : permits(gate, { isAdministrator, roleKind });
        if (allowed) expect([400, 404], `${name} lets ${caller.account} in to read its input`).toContain(res.statusCode);
        else expect(res.statusCode, `${name} refuses ${caller.account}`).toBe(403);
      }
    });
  }
});
