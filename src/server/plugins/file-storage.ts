import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

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
      return names.filter((n) => /^\d+$/.test(n)).map(Number).sort((a, b) => a - b);
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
    async open(fileId) {
      const file = storePath(fileId);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat) return null;
      return { size: stat.size, stream: createReadStream(file) };
    },
  };
}
