import SparkMD5 from 'spark-md5';
import { hashSlices } from '../src/shared/domain/files.ts';

/** The file could not be read: the page names it and asks the user to check it (spec 001 §8). */
export class ReadFailure extends Error {
  constructor() {
    super('file read failed');
    this.name = 'ReadFailure';
  }
}

/**
 * MD5 (hex) of a blob, read and fed in HASH_SLICE_SIZE slices so memory stays at one slice whatever
 * the file's size. Checks `signal` between slices; reports bytes hashed after each.
 */
export async function md5OfBlob(blob: Blob, onProgress: (done: number) => void = () => undefined, signal?: AbortSignal): Promise<string> {
  const spark = new SparkMD5.ArrayBuffer();
  for (const { start, end } of hashSlices(blob.size)) {
    signal?.throwIfAborted();
    let bytes: ArrayBuffer;
    try {
      bytes = await blob.slice(start, end).arrayBuffer();
    } catch {
      throw new ReadFailure();
    }
    spark.append(bytes);
    onProgress(end);
  }
  return spark.end();
}
