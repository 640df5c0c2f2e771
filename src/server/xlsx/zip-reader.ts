import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { LimitReached, Unreadable } from './errors.ts';

/** A stored file read at any offset: a zip is found from its directory, at the end. */
export interface RandomAccess {
  size: number;
  /** The bytes [start, end). */
  range(start: number, end: number): Readable;
}

export interface ZipEntry {
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

export interface OpenZip {
  file: RandomAccess;
  entries: Map<string, ZipEntry>;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 1;

async function bytesOf(file: RandomAccess, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.range(start, end)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The entries of a zip, from its central directory: random access, so a reader opens only the parts
 * it needs, in its own order, whatever order the zip holds them in. The directory itself is bounded.
 */
export async function openZip(file: RandomAccess, maxDirectoryBytes: number): Promise<OpenZip> {
  const tailStart = Math.max(0, file.size - END_SIZE - MAX_COMMENT);
  const tail = await bytesOf(file, tailStart, file.size);
  let at = tail.length - END_SIZE;
  while (at >= 0 && !(tail.readUInt32LE(at) === END_OF_DIRECTORY && at + END_SIZE + tail.readUInt16LE(at + 20) <= tail.length)) at--;
  if (at < 0) throw new Unreadable('no zip directory');
  const count = tail.readUInt16LE(at + 10);
  const size = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  // A workbook never needs zip64 (4 GB); its markers are refused rather than followed.
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff || offset + size > file.size) throw new Unreadable('zip64 or damaged directory');
  if (size > maxDirectoryBytes) throw new LimitReached('zip directory');
  const directory = await bytesOf(file, offset, offset + size);
  const entries = new Map<string, ZipEntry>();
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== DIRECTORY_ENTRY) throw new Unreadable('damaged zip directory');
    const nameEnd = p + 46 + directory.readUInt16LE(p + 28);
    if (nameEnd > directory.length) throw new Unreadable('damaged zip directory');
    entries.set(directory.toString('utf8', p + 46, nameEnd), {
      flags: directory.readUInt16LE(p + 8),
      method: directory.readUInt16LE(p + 10),
      compressedSize: directory.readUInt32LE(p + 20),
      localOffset: directory.readUInt32LE(p + 42),
    });
    p = nameEnd + directory.readUInt16LE(p + 30) + directory.readUInt16LE(p + 32);
  }
  return { file, entries };
}

/**
 * An entry's bytes, inflated chunk by chunk; past `maxBytes` of them it throws LimitReached. The
 * sizes a zip declares can lie (a zip bomb declares little), so the inflated bytes are counted.
 * Leaving the loop early closes the file and the inflater.
 */
export async function* entryChunks(zip: OpenZip, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) throw new Unreadable('encrypted or unknown compression');
  const header = await bytesOf(zip.file, entry.localOffset, entry.localOffset + 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw new Unreadable('damaged zip entry');
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const end = start + entry.compressedSize;
  if (end > zip.file.size) throw new Unreadable('damaged zip entry');
  const raw = zip.file.range(start, end);
  // The callback only silences the pipeline: its errors reach the loop below through the stream.
  const bytes = entry.method === DEFLATED ? pipeline(raw, createInflateRaw({ chunkSize: 64 * 1024 }), () => undefined) : raw;
  let total = 0;
  try {
    for await (const chunk of bytes) {
      const buffer = chunk as Buffer;
      total += buffer.length;
      if (total > maxBytes) throw new LimitReached('zip entry');
      yield buffer;
    }
  } catch (error) {
    if (error instanceof LimitReached) throw error;
    throw new Unreadable('damaged compressed data');
  } finally {
    bytes.destroy();
    raw.destroy();
  }
}
