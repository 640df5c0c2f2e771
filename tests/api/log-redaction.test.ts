import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBSOCKET_PATH } from '../../src/shared/contracts/realtime.ts';
import { redactSecretsInText, redactUrl } from '../../src/server/plugins/logger.ts';
import { startTestApp, type TestApp } from './support/harness.ts';

const SECRET = 'S3CRET-hand-over-token';

/** Every line the server logs, as it would reach the access log. */
let lines: string[] = [];
const logged = () => lines.join('');

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  // The built web app, so that /auth-redirect is answered by the page fallback as in production.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Supplyline</title>');
  t = await startTestApp({ LOG_LEVEL: 'info', STATIC_DIR: staticDir }, { serveStatic: true, logStream: { write: (line: string) => void lines.push(line) } });
  // A failure whose message names the address it failed at, as some of Fastify's own do.
  t.app.get('/api/test/fails', (request) => {
    throw new Error(`could not answer ${request.url}`);
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});
beforeEach(() => {
  lines = [];
});

describe('secrets in addresses stay out of the log', () => {
  it('the hand-over page is logged with its path and redirect, never its token', async () => {
    const res = await t.request({ method: 'GET', url: `/auth-redirect?token=${SECRET}&redirect=/x` });
    expect(res.statusCode).toBe(200);
    expect(logged()).not.toContain(SECRET);
    expect(logged()).toContain('"url":"/auth-redirect?token=[redacted]&redirect=/x"');
  });

  it('an API call with a token, code, password or client secret in its query logs none of them', async () => {
    const token = await t.tokenFor('buyer1');
    lines = [];
    const query = `?supplierCode=V1001&pageSize=5&token=${SECRET}&CODE=${SECRET}1&password=${SECRET}2&client_secret=${SECRET}3&access_token=${SECRET}4&newPassword=${SECRET}5&%74oken=${SECRET}6`;
    await t.request({ method: 'GET', url: `/api/permission/Users/Current/SystemLog${query}`, token });
    expect(logged()).not.toContain(SECRET);
    expect(logged()).toContain('/api/permission/Users/Current/SystemLog?supplierCode=V1001&pageSize=5&token=[redacted]&CODE=[redacted]&password=[redacted]');
    expect(logged()).toContain('&%74oken=[redacted]');
  });

  it('a secret name disguised for the query parser (brackets, a dot, NUL, zero-width, `;`) is redacted as the parser reads it', async () => {
    const token = await t.tokenFor('buyer1');
    lines = [];
    const disguised = [
      `token%5B%5D=${SECRET}1`,
      `token%5B0%5D=${SECRET}2`,
      `auth%5Btoken%5D=${SECRET}3`,
      `token.x=${SECRET}4`,
      `token%00=${SECRET}5`,
      `TOKEN%E2%80%8B=${SECRET}6`,
      `PASS%0Aword=${SECRET}7`,
    ];
    await t.request({ method: 'GET', url: `/api/permission/Users/Current/SystemLog?pageSize=5&${disguised.join('&')};token=${SECRET}8;a=1`, token });
    expect(logged()).not.toContain(SECRET);
    for (const pair of disguised) expect(logged()).toContain(`${pair.slice(0, pair.indexOf('=') + 1)}[redacted]`);
    expect(logged()).toContain(';token=[redacted];a=1');
    expect(logged()).toContain('?pageSize=5&');
  });

  it('names that only look alike are left as they are', () => {
    expect(redactUrl('/x?tokenize=1&sort.createdAt=desc&filter%5Bplant%5D=1000')).toBe('/x?tokenize=1&sort.createdAt=desc&filter%5Bplant%5D=1000');
  });

  it('a quoted address keeps no secret behind `;` or a JSON-escaped control character in its name', () => {
    expect(redactSecretsInText(`{"msg":"at /x?a=1;token=${SECRET} and /y?token\\u0000=${SECRET}&b=2"}`)).toBe(
      '{"msg":"at /x?a=1;token=[redacted] and /y?token\\u0000=[redacted]&b=2"}',
    );
  });

  it('the websocket upgrade is logged without the token in its query', async () => {
    const socket = await t.app.injectWS(`${WEBSOCKET_PATH}?token=${SECRET}&lang=en`);
    socket.terminate();
    expect(logged()).toContain(`"url":"${WEBSOCKET_PATH}?token=[redacted]&lang=en"`);
    expect(logged()).not.toContain(SECRET);
  });

  it('an error whose message repeats the address logs it redacted, stack included', async () => {
    const res = await t.request({ method: 'GET', url: `/api/test/fails?token=${SECRET}&step=2` });
    expect(res.statusCode).toBe(500);
    expect(logged()).toContain('could not answer /api/test/fails?token=[redacted]&step=2');
    expect(logged()).toContain('"level":50');
    expect(logged()).not.toContain(SECRET);
  });
});
