import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { listMailOutbox } from '../../src/shared/contracts/mail.ts';
import { body, dataOf, startTestApp, type TestApp } from './support/harness.ts';

let t: TestApp | undefined;
let smtp: SMTPServer | undefined;
afterEach(async () => {
  await t?.close();
  if (smtp) await new Promise<void>((resolve) => smtp!.close(() => resolve()));
  t = undefined;
  smtp = undefined;
});

const sendCode = (app: TestApp, address: string) =>
  app.request({ method: 'POST', url: `/api/App/business/send-email-verification-code/${encodeURIComponent(address)}` });
const reset = (app: TestApp, payload: object) => app.request({ method: 'POST', url: '/api/App/business/user-modify-password', payload });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe('forgot password without SMTP: the mail outbox', () => {
  it('e-mails a code that resets the password once; the administrator reads it in the outbox', async () => {
    t = await startTestApp();
    const sent = await sendCode(t, 'vendor1@supplyline.local');
    expect(body(sent)).toMatchObject({ code: 200, data: { resendSeconds: 60 } });

    const adminToken = await t.tokenFor('admin');
    const readOutbox = async () => dataOf(listMailOutbox, await t!.request({ method: 'GET', url: '/api/system/MailOutbox', token: adminToken }));
    // The mail leaves after the reply (so the reply cannot tell known addresses apart).
    await expect.poll(async () => (await readOutbox()).pagination.total).toBe(1);
    const outbox = await readOutbox();
    expect(outbox.list[0]).toMatchObject({ to: 'vendor1@supplyline.local', subject: 'Your Supplyline verification code' });
    const code = codeIn(outbox.list[0]!.text);

    const wrong = await reset(t, {
      email: 'vendor1@supplyline.local',
      code: code === '000000' ? '111111' : '000000',
      password: 'New#Password2026',
      confirmPassword: 'New#Password2026',
    });
    expect(body(wrong)).toMatchObject({ code: 'D5015', msg: 'Verification code input error, please re-enter!' });

    const ok = await reset(t, { email: 'vendor1@supplyline.local', code, password: 'New#Password2026', confirmPassword: 'New#Password2026' });
    expect(body(ok).code).toBe(200);
    expect((await t.login('vendor1', 'New#Password2026')).statusCode).toBe(200);
    const reused = await reset(t, { email: 'vendor1@supplyline.local', code, password: 'Other#Password2026', confirmPassword: 'Other#Password2026' });
    expect(body(reused).code).toBe('D5015');
  });

  it('applies the PO rule and the matching entries before looking at the code', async () => {
    t = await startTestApp();
    const weak = await reset(t, { email: 'vendor1@supplyline.local', code: '123456', password: 'short#1', confirmPassword: 'short#1' });
    expect(body(weak).msg).toBe('Password needs at least 12 characters with numbers, letters and special characters');
    const noSpecial = await reset(t, { email: 'vendor1@supplyline.local', code: '123456', password: 'Password20261', confirmPassword: 'Password20261' });
    expect(noSpecial.statusCode).toBe(400);
    const mismatch = await reset(t, { email: 'vendor1@supplyline.local', code: '123456', password: 'New#Password2026', confirmPassword: 'New#Password2027' });
    expect(body(mismatch).msg).toBe('The two passwords you entered did not match');
  });

  it('answers the same for an unknown address, sends nothing, and enforces the resend countdown', async () => {
    t = await startTestApp();
    expect(body(await sendCode(t, 'nobody@example.com')).code).toBe(200);
    const again = await sendCode(t, 'nobody@example.com');
    expect(again.statusCode).toBe(429);
    expect(body(again).msg).toMatch(/another in \d+ seconds/);
    const adminToken = await t.tokenFor('admin');
    expect(dataOf(listMailOutbox, await t.request({ method: 'GET', url: '/api/system/MailOutbox', token: adminToken })).pagination.total).toBe(0);
    expect(body(await sendCode(t, 'not an address')).msg).toBe('address must be an e-mail address');
  });

  it('parallel guesses share one allowance of tries: after them even the right code is refused', async () => {
    t = await startTestApp();
    await sendCode(t, 'vendor2@supplyline.local');
    const adminToken = await t.tokenFor('admin');
    const readOutbox = async () => dataOf(listMailOutbox, await t!.request({ method: 'GET', url: '/api/system/MailOutbox', token: adminToken }));
    await expect.poll(async () => (await readOutbox()).pagination.total).toBe(1);
    const code = codeIn((await readOutbox()).list[0]!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () =>
        reset(t!, { email: 'vendor2@supplyline.local', code: wrong, password: 'New#Password2026', confirmPassword: 'New#Password2026' }),
      ),
    );
    expect(guesses.every((g) => body(g).code === 'D5015')).toBe(true);
    const right = await reset(t, { email: 'vendor2@supplyline.local', code, password: 'New#Password2026', confirmPassword: 'New#Password2026' });
    expect(body(right).code).toBe('D5015');
  });

  it('the outbox is for administrators only', async () => {
    t = await startTestApp();
    const res = await t.request({ method: 'GET', url: '/api/system/MailOutbox', token: await t.tokenFor('vendor1') });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toBe('Permission Denied');
  });
});

describe('forgot password over real SMTP', () => {
  it('delivers the code through the configured SMTP server', async () => {
    const received: string[] = [];
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const { port } = smtp.server.address() as AddressInfo;
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });

    const sent = await sendCode(t, 'buyer1@supplyline.local');
    expect(body(sent).code).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toContain('To: buyer1@supplyline.local');
    const code = codeIn(received[0]!.split('\r\n\r\n').slice(1).join('\n'));
    const ok = await reset(t, { email: 'buyer1@supplyline.local', code, password: 'Buyer#Password2026', confirmPassword: 'Buyer#Password2026' });
    expect(body(ok).code).toBe(200);
  });
});
