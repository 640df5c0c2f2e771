import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';

/** Why a conversion gave no PDF. */
export class ConversionFailed extends Error {
  constructor(readonly reason: 'failed' | 'timedOut' | 'tooLarge' | 'busy') {
    super(`conversion to PDF ${reason}`);
  }
}

export interface ConversionLimits {
  /** Wall-clock time of one conversion; then its whole process group is killed. */
  timeoutMs: number;
  /** The largest PDF handed back (it is held in memory while sent). */
  maxOutputBytes: number;
  /** Conversions at once: each is a LibreOffice process of a few hundred MB. */
  concurrent: number;
  /** Conversions waiting their turn; more are refused as busy. */
  waiting: number;
}

export const CONVERSION_LIMITS: ConversionLimits = { timeoutMs: 60_000, maxOutputBytes: 50 * 1024 * 1024, concurrent: 1, waiting: 4 };

/** Makes PDFs of office documents with LibreOffice, when the server has it. */
export interface PdfConverter {
  /** Whether LibreOffice answered at start (awaits that check). */
  available(): Promise<boolean>;
  /**
   * The PDF of the document `open` streams (a file of this extension), opened once a conversion may
   * start; throws ConversionFailed.
   */
  convert(open: () => Promise<Readable>, extension: string): Promise<Buffer>;
}

interface Ran {
  code: number | null;
  timedOut: boolean;
  stderr: string;
}

/**
 * Runs the command without a shell, in a process group of its own, so a timeout kills LibreOffice's
 * children too (the soffice launcher starts soffice.bin). Its environment is a bare one: a process
 * that reads uploaded documents gets none of the server's settings (database and mail passwords).
 */
function run(command: string, args: string[], home: string, timeoutMs: number): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: home,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, TMPDIR: home, LANG: 'C.UTF-8' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 2000) stderr += chunk.toString('utf8');
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) killGroup(child.pid);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, timedOut, stderr: error.message });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, stderr });
    });
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group has ended already.
  }
}

/** At most `concurrent` holders at once, `waiting` more in line; beyond that `take` refuses. */
function turns(concurrent: number, waiting: number) {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    async take(): Promise<() => void> {
      if (running >= concurrent) {
        if (line.length >= waiting) throw new ConversionFailed('busy');
        await new Promise<void>((resolve) => line.push(resolve));
      } else running += 1;
      return () => {
        const next = line.shift();
        if (next) next();
        else running -= 1;
      };
    },
  };
}

/**
 * LibreOffice's `soffice` at `command` (a name on PATH, a path, or a wrapper that sandboxes it), or
 * none when `command` is null. Whether it answers is checked once, here, in the background.
 */
export function pdfConverter(
  command: string | null,
  limits: ConversionLimits = CONVERSION_LIMITS,
  onChecked?: (found: boolean, detail: string) => void,
): PdfConverter {
  const checked = command
    ? (async () => {
        const home = await fs.mkdtemp(path.join(os.tmpdir(), 'supplyline-soffice-'));
        try {
          const ran = await run(command, ['--headless', '--version'], home, 30_000);
          const found = ran.code === 0 && !ran.timedOut;
          onChecked?.(found, ran.stderr.trim());
          return found;
        } finally {
          await fs.rm(home, { recursive: true, force: true });
        }
      })()
    : Promise.resolve(false);
  const queue = turns(limits.concurrent, limits.waiting);

  return {
    available: () => checked,
    async convert(open, extension) {
      if (!command || !(await checked)) throw new ConversionFailed('failed');
      const done = await queue.take();
      // One directory per conversion, removed whatever happens: the document, LibreOffice's profile
      // (its own, so conversions never share or lock one) and the PDF.
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'supplyline-convert-'));
      try {
        // The name is ours, never the uploaded one: LibreOffice names its output after it.
        const input = path.join(dir, `document.${extension.replace(/[^a-z0-9]/gi, '')}`);
        await pipeline(await open(), createWriteStream(input));
        const out = path.join(dir, 'out');
        const ran = await run(
          command,
          [
            '--headless',
            '--norestore',
            '--nolockcheck',
            '--nodefault',
            '--nologo',
            `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
            '--convert-to',
            'pdf',
            '--outdir',
            out,
            input,
          ],
          dir,
          limits.timeoutMs,
        );
        if (ran.timedOut) throw new ConversionFailed('timedOut');
        const pdf = path.join(out, 'document.pdf');
        const stat = await fs.stat(pdf).catch(() => null);
        if (ran.code !== 0 || !stat) throw new ConversionFailed('failed');
        if (stat.size > limits.maxOutputBytes) throw new ConversionFailed('tooLarge');
        return await fs.readFile(pdf);
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
        done();
      }
    },
  };
}
