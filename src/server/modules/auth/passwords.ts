import { createHash, hash as digestOf } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** The digest the client computes before sending a password (spec 000 §7.1). */
export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

/** Stored: argon2id over the lower-case MD5 hex digest received from the client. */
export function hashDigest(digest: string): Promise<string> {
  // The library's default algorithm is argon2id.
  return hash(digest.toLowerCase());
}

export function verifyDigest(stored: string, digest: string): Promise<boolean> {
  return verify(stored, digest.toLowerCase()).catch(() => false);
}

export function sha256Hex(value: string): string {
  // The one-shot hash: every request hashes its token, and createHash's object cost four times as much.
  return digestOf('sha256', value, 'hex');
}
