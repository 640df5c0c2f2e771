import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * How API answers leave the server (@fastify/compress): above 1 KB, compressed when the client
 * accepts it (a buyer's first pull and a page of PO items are mostly repeated JSON keys), Brotli
 * before gzip. Each answer is compressed on the request's own thread, once, so the levels are cheap
 * ones, stated here rather than left to a default (zlib's Brotli default is quality 11). Measured on
 * a PO-list page of 17 KB of JSON: quality 11 took 25 ms of CPU for 1.03 KB, quality 4 0.09 ms for
 * 1.24 KB, gzip level 6 0.08 ms for 1.41 KB. Built assets are compressed at the highest levels once,
 * at build time (vite.config.ts), and served from those files.
 *
 * Request bodies are not inflated (no decompression bombs); file routes opt out (fileRoute).
 */
export const API_COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  globalDecompression: false,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
} satisfies FastifyCompressOptions;
