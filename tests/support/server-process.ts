import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then the exit code once the server has shut down. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process dies where it stands, as in a crash or a power cut. */
  kill: () => Promise<number | null>;
  /** Resolves once the server's log has printed a line matching `pattern`. */
  logged: (pattern: RegExp) => Promise<void>;
}

/**
 * The heap cap `npm start` gives the server (package.json's start script, SERVER_HEAP_MB), so a
 * server started here runs as `npm start` runs it.
 */
function startHeapFlag(): string {
  const script = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start;
  const heap = /--max-old-space-size=\$\{SERVER_HEAP_MB:-(\d+)\}/.exec(script);
  if (!heap) throw new Error('package.json: the start script no longer caps the heap as SERVER_HEAP_MB');
  return `--max-old-space-size=${process.env.SERVER_HEAP_MB || heap[1]}`;
}

/** Runs `main.ts start` as `npm start` does (the production path: build if stale, migrate, seed when empty, serve). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [startHeapFlag(), '--import', 'tsx', 'src/server/main.ts', 'start'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const waiting = new Set<{ pattern: RegExp; resolve: () => void }>();
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const w of waiting) {
        if (!w.pattern.test(output)) continue;
        waiting.delete(w);
        w.resolve();
      }
      const match = /"address":"(http:\/\/[^"]+)"/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    child,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
    logged: (pattern) =>
      new Promise<void>((resolve) => {
        if (pattern.test(output)) resolve();
        else waiting.add({ pattern, resolve });
      }),
  };
}
