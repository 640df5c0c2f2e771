import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('HTTP conventions', () => {
  it('an unknown API path is a 404 envelope, never the web app', async () => {
    const res = await t.request({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({ code: 404, msg: 'Nothing found at /api/nothing/here', data: null });
  });

  it('every response carries a request id and security headers with a CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/api/oauth/getConfig/sysName' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('an unsupported content type is a 415 envelope', async () => {
    const res = await t.request({ method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(res.statusCode).toBe(415);
    expect(body(res).code).toBe(400);
  });

  it('an oversized body is a 413 envelope', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(body(res).msg).toBe('The request body is too large');
  });
});

describe('a body the contract refuses', () => {
  it('is a 400 whose data names each field and its message, for a form to show under the input', async () => {
    const token = await t.tokenFor('buyer1');
    const res = await t.request({ method: 'PUT', url: '/api/permission/Users/Current/BaseInfo', token, payload: { realName: 42 } });
    expect(res.statusCode).toBe(400);
    const { msg, data } = body(res);
    expect(data).toEqual({ fields: { realName: msg } });
    expect(msg).toContain('realName');
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a NUL character is refused with 400 naming the field, in path, query or body', async () => {
    const inPath = await t.request({ method: 'GET', url: '/api/oauth/getConfig/a%00b' });
    expect(inPath.statusCode).toBe(400);
    expect(body(inPath).msg).toBe('key contains a NUL character, which cannot be stored');
    const token = await t.tokenFor('buyer1');
    const inBody = await t.request({ method: 'PUT', url: '/api/permission/Users/Current/BaseInfo', token, payload: { realName: 'Bella\u0000' } });
    expect(inBody.statusCode).toBe(400);
    expect(body(inBody).msg).toBe('realName contains a NUL character, which cannot be stored');
    const inQuery = await t.request({ method: 'GET', url: '/api/permission/Users/Current/SystemLog?keyword=%00', token });
    expect(body(inQuery).msg).toBe('keyword contains a NUL character, which cannot be stored');
  });
});
