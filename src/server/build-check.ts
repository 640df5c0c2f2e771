import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/app', 'src/shared', 'sw', 'workers', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** The PWA needs (re)building when there is no build, or a source is newer than it. */
export function buildIsStale(root: string, outDir: string): boolean {
  const index = path.join(outDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > built);
}
