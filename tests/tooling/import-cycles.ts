/**
 * Fails when modules import each other in a cycle (DESIGN: arrows point one way). Type-only imports
 * count too: a cycle of types is still two modules that cannot be understood one without the other.
 *
 * A small script rather than madge or dpdm: both pin TypeScript 5 while this project compiles with 6,
 * and every import here is a relative path with its extension, so TypeScript's own pre-processor
 * finds them and resolution is a path join.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const sourceDirs = ['src', 'sw', 'workers'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles
    .map((ref) => ref.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => path.resolve(path.dirname(file), name))
    .filter((target) => fs.existsSync(target));
}

/** Tarjan's strongly connected components: every component of more than one module is a cycle. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  // Iterative, so a deep import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) found.push(component);
      }
    }
  }
  return found;
}

const graph = new Map<string, string[]>();
for (const file of sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) graph.set(file, importsOf(file));
const cycles = cyclesOf(graph);
if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle among ${cycle.length} modules:\n  ${cycle.map((file) => path.relative(root, file)).join('\n  ')}`);
  }
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules.`);
