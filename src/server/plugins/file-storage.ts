import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { jobType } from '../jobs/job-types.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { scheduledRun, type CronSchedule, type ScheduledRun } from '../jobs/schedules.ts';

/** A merge written aside: its size and MD5, to keep it under the file id or throw it away. */
export interface MergedFile {
  size: number;
  md5: string;
  keep(fileId: string): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Where uploaded bytes live (DESIGN "plugins": file storage). Chunks are kept per owner and file MD5
 * until merged; stored files are named by id only. Local disk is the default; another store (object
 * storage) implements the same interface.
 */
export interface FileStorage {
  chunkNumbers(owner: string, identifier: string): Promise<number[]>;
  /** Writes a chunk whole or not at all: a torn request never leaves a chunk that counts. */
  putChunk(owner: string, identifier: string, chunkNumber: number, bytes: Uint8Array): Promise<void>;
  /** Streams chunks 1..total into one file, hashing as it goes (memory stays at one buffer). */
  merge(owner: string, identifier: string, total: number): Promise<MergedFile>;
  discardChunks(owner: string, identifier: string): Promise<void>;
  open(fileId: string): Promise<{ size: number; stream: ReadStream } | null>;
  /** A stored file read at any offset (a zip is read from its directory, at the end), or null when there is none. */
  openRandom(fileId: string): Promise<{ size: number; range(start: number, end: number): Readable } | null>;
  /**
   * Throws away the chunks of uploads nobody has added to since `before` (abandoned: the device was
   * wiped, the user gave up) and merge leftovers of a crash; answers how many uploads went.
   */
  sweepChunks(before: Date): Promise<number>;
}

const SAFE = /^[A-Za-z0-9-]{1,64}$/;
function safe(part: string): string {
  // Every part is a server-made id or a checked MD5; this guards the invariant, not user input.
  if (!SAFE.test(part)) throw new Error(`unsafe storage key ${JSON.stringify(part)}`);
  return part;
}

export function localDiskStorage(root: string): FileStorage {
  const chunkDir = (owner: string, identifier: string) => path.join(root, 'chunks', safe(owner), safe(identifier));
  const storePath = (fileId: string) => path.join(root, 'store', safe(fileId));
  const tmpDir = path.join(root, 'tmp');

  return {
    async chunkNumbers(owner, identifier) {
      const names = await fs.readdir(chunkDir(owner, identifier)).catch(() => [] as string[]);
      return names
        .filter((n) => /^\d+$/.test(n))
        .map(Number)
        .sort((a, b) => a - b);
    },
    async putChunk(owner, identifier, chunkNumber, bytes) {
      const dir = chunkDir(owner, identifier);
      await fs.mkdir(dir, { recursive: true });
      const part = path.join(dir, `.${chunkNumber}.${randomUUID()}`);
      await fs.writeFile(part, bytes);
      await fs.rename(part, path.join(dir, String(chunkNumber)));
    },
    async merge(owner, identifier, total) {
      await fs.mkdir(tmpDir, { recursive: true });
      const target = path.join(tmpDir, randomUUID());
      const hash = createHash('md5');
      let size = 0;
      const out = createWriteStream(target);
      try {
        for (let n = 1; n <= total; n++) {
          const source = createReadStream(path.join(chunkDir(owner, identifier), String(n)));
          source.on('data', (chunk) => {
            hash.update(chunk);
            size += chunk.length;
          });
          await pipeline(source, out, { end: n === total });
        }
      } catch (error) {
        out.destroy();
        await fs.rm(target, { force: true });
        throw error;
      }
      return {
        size,
        md5: hash.digest('hex'),
        keep: async (fileId) => {
          await fs.mkdir(path.dirname(storePath(fileId)), { recursive: true });
          await fs.rename(target, storePath(fileId));
        },
        discard: () => fs.rm(target, { force: true }),
      };
    },
    async discardChunks(owner, identifier) {
      await fs.rm(chunkDir(owner, identifier), { recursive: true, force: true });
    },
    async sweepChunks(before) {
      let swept = 0;
      const stale = async (entry: string) => (await fs.stat(entry).catch(() => null))?.mtime.getTime() ?? Infinity;
      for (const owner of await fs.readdir(path.join(root, 'chunks')).catch(() => [] as string[])) {
        const ownerDir = path.join(root, 'chunks', owner);
        for (const identifier of await fs.readdir(ownerDir).catch(() => [] as string[])) {
          // A chunk written renames into the directory, so its mtime is the upload's last progress.
          if ((await stale(path.join(ownerDir, identifier))) >= before.getTime()) continue;
          await fs.rm(path.join(ownerDir, identifier), { recursive: true, force: true });
          swept += 1;
        }
        await fs.rmdir(ownerDir).catch(() => undefined); // only when empty
      }
      for (const leftover of await fs.readdir(tmpDir).catch(() => [] as string[])) {
        if ((await stale(path.join(tmpDir, leftover))) < before.getTime()) await fs.rm(path.join(tmpDir, leftover), { force: true });
      }
      return swept;
    },
    async open(fileId) {
      const file = storePath(fileId);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) return null;
      return { size: stat.size, stream: createReadStream(file) };
    },
    async openRandom(fileId) {
      const file = storePath(fileId);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) return null;
      // createReadStream's end is inclusive, and it refuses an end before the start.
      return { size: stat.size, range: (start, end) => (end > start ? createReadStream(file, { start, end: end - 1 }) : Readable.from([])) };
    },
  };
}

/**
 * Sweeps abandoned chunks when an instance starts and then hourly, once among the instances sharing
 * the store. A device keeps an interrupted upload's blob and resumes within days; past the retention
 * it starts over, which costs the user a resend, not data.
 */
export const CHUNK_SWEEP = jobType('files.sweepChunks', scheduledRun, { maxAttempts: 3 });
export const CHUNK_SWEEP_SCHEDULE: CronSchedule = { type: CHUNK_SWEEP, cron: '0 * * * *', timeZone: 'UTC', atStart: true };

export function sweepChunksHandler(storage: FileStorage, retentionDays: number, log: { info: (o: object, m: string) => void }): JobHandler<ScheduledRun> {
  return async () => {
    const swept = await storage.sweepChunks(new Date(Date.now() - retentionDays * 86_400_000));
    if (swept) log.info({ swept, retentionDays }, 'abandoned upload chunks removed');
  };
}
