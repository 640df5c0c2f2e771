import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A stand-in for LibreOffice's soffice, so the conversion path runs where LibreOffice is not
 * installed. It answers `--version`, and for `--convert-to pdf --outdir DIR FILE` acts on the
 * document's first word: `fail` exits 1, `hang` starts a child that sleeps and writes the child's pid
 * to the path after it (then sleeps too), `big` writes a PDF of the size after it, anything else a
 * small PDF holding the document and the names of the variables it was given.
 */
const SCRIPT = `#!/usr/bin/env node
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');
const args = process.argv.slice(2);
if (args.includes('--version')) { console.log('LibreOffice 0.0 (stand-in)'); process.exit(0); }
const out = args[args.indexOf('--outdir') + 1];
const input = args[args.length - 1];
const text = fs.readFileSync(input, 'utf8');
const [word, arg] = text.split(' ');
if (word === 'fail') process.exit(1);
if (word === 'hang') {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  fs.writeFileSync(arg, String(child.pid));
  setInterval(() => {}, 1000);
} else {
  fs.mkdirSync(out, { recursive: true });
  const pdf = path.join(out, path.basename(input).replace(/\\.[^.]+$/, '.pdf'));
  if (word === 'big') fs.writeFileSync(pdf, Buffer.alloc(Number(arg), 0x20));
  else fs.writeFileSync(pdf, '%PDF-1.4 ' + text + ' env=' + Object.keys(process.env).sort().join(','));
}
`;

/** Writes the stand-in to a directory of its own; answers its path and a remover. */
export function writeFakeSoffice(): { command: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supplyline-fake-soffice-'));
  const command = path.join(dir, 'soffice');
  fs.writeFileSync(command, SCRIPT, { mode: 0o755 });
  return { command, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
