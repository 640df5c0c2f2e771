import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const FIVE_MB = 5 * 1024 * 1024;

interface EarlyAnswer {
  status: number;
  code: unknown;
  /** Whether the client had sent the whole body when the answer arrived. */
  bodyFinished: boolean;
}

/**
 * Announces a body of `total` bytes, sends only `head`, and waits for the answer: a server that
 * authenticates first answers now; one that reads the body first waits for bytes that never come.
 */
function answerWithoutBody(path: string, headers: Record<string, string>, head: Buffer, total: number): Promise<EarlyAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'content-length': String(total) } });
    // A server reading the body first never answers: fail clearly, and free the connection for close().
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s while the body was still unsent')));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bodyFinished = req.writableFinished;
        req.destroy();
        const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: unknown };
        resolve({ status: res.statusCode ?? 0, code: json.code, bodyFinished });
      });
    });
    req.write(head);
  });
}

const multipartHead = (boundary: string) =>
  Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.alloc(64 * 1024, 7),
  ]);

describe('a session endpoint authenticates before it reads the body', () => {
  it('an anonymous 5 MB JSON body is answered 401 before it has been sent', async () => {
    const head = Buffer.from(`{"clientId":"${'a'.repeat(64 * 1024)}`);
    const answer = await answerWithoutBody('/api/sync/push', { 'content-type': 'application/json' }, head, FIVE_MB);
    expect(answer).toEqual({ status: 401, code: 602, bodyFinished: false });
  });

  it.each(['/api/file/chunk', '/api/file/Uploader/IM'])('an anonymous 5 MB multipart upload to %s is answered 401 before it has been sent', async (path) => {
    const boundary = 'authenticate-first-boundary';
    const answer = await answerWithoutBody(path, { 'content-type': `multipart/form-data; boundary=${boundary}` }, multipartHead(boundary), FIVE_MB);
    expect(answer).toEqual({ status: 401, code: 602, bodyFinished: false });
  });

  it('a 5 MB multipart upload with an unknown token is answered 401 before it has been sent', async () => {
    const boundary = 'authenticate-first-boundary';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: 'Bearer made-up-token' };
    const answer = await answerWithoutBody('/api/file/chunk', headers, multipartHead(boundary), FIVE_MB);
    expect(answer).toEqual({ status: 401, code: 602, bodyFinished: false });
  });

  it('anonymous malformed JSON is 401, not a 400 about the body', async () => {
    const res = await t.request({ method: 'POST', url: '/api/sync/push', headers: { 'content-type': 'application/json' }, payload: '{"clientId": ' });
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({ code: 602, msg: 'Please sign in first.' });
  });

  it('an anonymous body with unknown fields is 401, not a 400 naming them', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/permission/Users/Current/BaseInfo', payload: { admin: true } });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(602);
  });

  it('an unknown token with a bad query is 401, not a 400 naming the parameter', async () => {
    const res = await t.request({ method: 'GET', url: '/api/file/Mine?pageSize=banana', token: 'made-up-token' });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe(602);
  });

  it('a signed-in caller still gets the 400 naming the field', async () => {
    const token = await t.tokenFor('buyer1');
    const res = await t.request({ method: 'PUT', url: '/api/permission/Users/Current/BaseInfo', token, payload: { realName: 'Bella Buyer', admin: true } });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('Unknown field admin');
  });

  it('a public endpoint still reads its body without a session', async () => {
    const res = await t.request({ method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/json' }, payload: '{"account": ' });
    expect(res.statusCode).toBe(400);
  });
});
