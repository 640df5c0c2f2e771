import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConversionFailed, pdfConverter, type ConversionLimits } from '../../src/server/plugins/pdf-converter.ts';
import { writeFakeSoffice } from '../support/fake-soffice.ts';

/** LibreOffice's part of the preview, run against a stand-in soffice (tests/support/fake-soffice.ts). */
let soffice: ReturnType<typeof writeFakeSoffice>;
let tmp: string;
const savedTmp = process.env.TMPDIR;
beforeAll(() => {
  soffice = writeFakeSoffice();
  // The converter's working directories go here, so the test can see that none is left behind.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-convert-test-'));
  process.env.TMPDIR = tmp;
});
afterAll(() => {
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  fs.rmSync(tmp, { recursive: true, force: true });
  soffice.remove();
});
beforeEach(() => {
  for (const entry of fs.readdirSync(tmp)) fs.rmSync(path.join(tmp, entry), { recursive: true, force: true });
});

const LIMITS: ConversionLimits = { timeoutMs: 10_000, maxOutputBytes: 1024, concurrent: 1, waiting: 0 };
const document = (text: string) => () => Promise.resolve(Readable.from([Buffer.from(text)]));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ConversionFailed ? error.reason : error),
  );
/** Alive and not a zombie (a killed process nobody has reaped yet, which some containers' init never does). */
const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const status = fs.existsSync(`/proc/${pid}/status`) ? fs.readFileSync(`/proc/${pid}/status`, 'utf8') : '';
  return !/^State:\s+Z/m.test(status);
};

describe('converting office documents to PDF', () => {
  it('hands back the PDF, runs LibreOffice with none of the server settings, and leaves no file behind', async () => {
    process.env.SUPPLYLINE_SECRET_FOR_TEST = 'not for soffice';
    const converter = pdfConverter(soffice.command, LIMITS);
    expect(await converter.available()).toBe(true);
    const pdf = (await converter.convert(document('a deck'), 'pptx')).toString();
    delete process.env.SUPPLYLINE_SECRET_FOR_TEST;
    expect(pdf.startsWith('%PDF-1.4 a deck')).toBe(true);
    const variables = pdf.slice(pdf.indexOf('env=') + 4).split(',');
    expect(variables.filter((name) => !['HOME', 'LANG', 'PATH', 'TMPDIR'].includes(name))).toEqual([]);
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('says when LibreOffice is not there, and converts nothing', async () => {
    const missing = pdfConverter(path.join(tmp, 'no-such-soffice'), LIMITS);
    expect(await missing.available()).toBe(false);
    expect(await failure(missing.convert(document('x'), 'doc'))).toBe('failed');
    const off = pdfConverter(null, LIMITS);
    expect(await off.available()).toBe(false);
  });

  it('refuses a failed conversion and a PDF larger than it hands back', async () => {
    const converter = pdfConverter(soffice.command, LIMITS);
    expect(await failure(converter.convert(document('fail'), 'doc'))).toBe('failed');
    expect(await failure(converter.convert(document('big 2048'), 'doc'))).toBe('tooLarge');
    expect(fs.readdirSync(tmp)).toEqual([]);
  });

  it('kills a conversion that takes too long with the processes it started, and refuses more than it queues meanwhile', async () => {
    const converter = pdfConverter(soffice.command, { ...LIMITS, timeoutMs: 1500 });
    await converter.available();
    const pidFile = path.join(os.tmpdir(), `supplyline-hang-${process.pid}.pid`);
    const hanging = failure(converter.convert(document(`hang ${pidFile}`), 'ppt'));
    // One at a time and none waiting: a second conversion is refused at once.
    expect(await failure(converter.convert(document('meanwhile'), 'ppt'))).toBe('busy');
    expect(await hanging).toBe('timedOut');
    const child = Number(fs.readFileSync(pidFile, 'utf8'));
    fs.rmSync(pidFile);
    for (let tries = 0; tries < 20 && isRunning(child); tries++) await sleep(50);
    expect(isRunning(child)).toBe(false);
    expect(fs.readdirSync(tmp)).toEqual([]);
    // Its turn is given back.
    expect((await converter.convert(document('after'), 'ppt')).toString()).toContain('after');
  });
});
