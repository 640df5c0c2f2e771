import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login as loginContract } from '../../src/shared/contracts/auth.ts';
import { dataOf, loginForm } from './support/harness.ts';
import { startTwoInstances, type Instances } from './support/instances.ts';

// Both engines: two instances draw from one counter row: each its own pool on PostgreSQL, one in-process store on PGlite.

/**
 * Two server instances on one database, as behind a load balancer (each its own pool on PostgreSQL):
 * callers spread over both draw distinct, consecutive bill numbers.
 */
describe('bill numbers across server instances', () => {
  let apps: FastifyInstance[] = [];
  let instances: Instances;
  let token: string;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ apps } = instances);
    const res = await apps[0]!.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: loginForm('admin'),
    });
    token = dataOf(loginContract, res).token;
  });
  afterAll(async () => {
    await instances.close();
  });

  it('50 callers over two instances get 50 distinct consecutive numbers', async () => {
    const draw = (instance: number) =>
      apps[instance]!.inject({ method: 'GET', url: '/api/system/BillRule/BillNumber/PurchaseRequest', headers: { authorization: `Bearer ${token}` } });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => draw(i % 2)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const sequences = answers.map((a) => Number(a.json<{ data: string }>().data.slice(-4))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});
