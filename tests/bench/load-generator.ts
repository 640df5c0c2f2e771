/**
 * Load for the HTTP benches from a child process (load-generator-process.ts): autocannon in the
 * server's own process took a share of its event loop and CPU, so a figure measured the pair.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** What a browser sends with every API call (Chromium's), compression first: the server answers it. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
};

export interface LoadOrder {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Bearer tokens taken in turn, one per request; none: the headers alone. */
  tokens?: readonly string[];
}

export interface LoadFigures {
  requests: number;
  seconds: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Bytes received, as they travelled (compressed when the server compressed them). */
  bytes: number;
}

export interface LoadGenerator {
  run(order: LoadOrder): Promise<LoadFigures>;
  close(): void;
}

/** One child for a bench's runs, one order at a time. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'load-generator-process.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run: (order) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (answer: LoadFigures | { error: string }) => {
          child.off('exit', onExit);
          if ('error' in answer) reject(new Error(answer.error));
          else resolve(answer);
        });
        child.send(order);
      }),
    close: () => void child.kill(),
  };
}
