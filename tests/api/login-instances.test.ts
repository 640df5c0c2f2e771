import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './support/constants.ts';
import { loginForm } from './support/harness.ts';
import { startTwoInstances, type Instances } from './support/instances.ts';

// Both engines: sign-in limits counted in login_log and login_lockouts by two instances (their own pools on PostgreSQL, one store on PGlite).

/** Two server instances on one database, as behind a load balancer (each its own pool on PostgreSQL). */
describe('sign-in limits across server instances', () => {
  let apps: FastifyInstance[] = [];
  let instances: Instances;

  beforeAll(async () => {
    instances = await startTwoInstances({ LOGIN_ADDRESS_RATE_LIMIT: '4', LOGIN_MAX_FAILURES: '3' });
    ({ apps } = instances);
  });
  afterAll(async () => {
    await instances.close();
  });

  const login = (instance: number, account: string, ip: string, password = 'wrong') =>
    apps[instance]!.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: loginForm(account, password),
    });

  it('an address guessing across accounts is held to the address limit whichever instance it reaches', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(i % 2, `ghost${i}`, '198.51.100.77')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await login(1, 'ghost9', '198.51.100.78')).statusCode).toBe(400);
  });

  it('wrong passwords spread over both instances lock the account from that address on both, and only there', async () => {
    const statuses: number[] = [];
    // The third wrong password locks, whichever instance counts it.
    for (let i = 0; i < 3; i++) statuses.push((await login(i % 2, 'vendor2', '198.51.100.90')).statusCode);
    expect(statuses).toEqual([400, 400, 403]);
    expect((await login(1, 'vendor2', '198.51.100.90', TEST_PASSWORD)).statusCode).toBe(403);
    expect((await login(0, 'vendor2', '198.51.100.91', TEST_PASSWORD)).statusCode).toBe(200);
  });
});
