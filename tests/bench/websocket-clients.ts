/**
 * The websocket bench's clients, in a worker thread so that their work does not share the server's
 * event loop. Times are `performance.timeOrigin + performance.now()`, comparable across threads.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import type { ClientFrame } from '../../src/shared/contracts/realtime.ts';

interface Setup {
  url: string;
  sessions: Array<{ userId: string; token: string }>;
  pairs: number;
}
export type ToClients = { kind: 'expectRound'; round: number } | { kind: 'pairs'; seconds: number } | { kind: 'close' };
export type FromClients = { kind: 'ready'; seconds: number } | { kind: 'round'; latencies: number[] } | { kind: 'pairs'; delivered: number; seconds: number };

const now = () => performance.timeOrigin + performance.now();
const { url, sessions, pairs } = workerData as Setup;
const port = parentPort!;

interface Client {
  userId: string;
  token: string;
  socket: WebSocket;
  onFrame: (frame: { method: string; round?: number; sentAt?: number }) => void;
}

function open(userId: string, token: string): Promise<Client> {
  const socket = new WebSocket(url);
  const client: Client = { userId, token, socket, onFrame: () => undefined };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as { method: string };
      if (frame.method === 'initMessage') resolve(client);
      client.onFrame(frame);
    });
    socket.once('open', () => socket.send(JSON.stringify({ method: 'OnConnection', token } satisfies ClientFrame)));
  });
}

const started = now();
const clients: Client[] = [];
for (let i = 0; i < sessions.length; i += 50) clients.push(...(await Promise.all(sessions.slice(i, i + 50).map((s) => open(s.userId, s.token)))));
port.postMessage({ kind: 'ready', seconds: (now() - started) / 1000 } satisfies FromClients);

port.on('message', (message: ToClients) => {
  if (message.kind === 'expectRound') {
    const latencies: number[] = [];
    for (const c of clients) {
      c.onFrame = (frame) => {
        if (frame.method !== 'messagePush' || frame.round !== message.round || frame.sentAt === undefined) return;
        latencies.push(now() - frame.sentAt);
        if (latencies.length === clients.length) port.postMessage({ kind: 'round', latencies } satisfies FromClients);
      };
    }
    return;
  }
  if (message.kind === 'pairs') {
    let delivered = 0;
    let stop = false;
    const begun = now();
    for (let i = 0; i < pairs; i++) {
      const sender = clients[2 * i]!;
      const receiver = clients[2 * i + 1]!;
      receiver.onFrame = (frame) => frame.method === 'receiveMessage' && delivered++;
      const next = () =>
        !stop &&
        sender.socket.send(
          JSON.stringify({
            method: 'SendMessage',
            token: sender.token,
            toUserId: receiver.userId,
            messageType: 'text',
            messageContent: 'ping',
          } satisfies ClientFrame),
        );
      sender.onFrame = (frame) => frame.method === 'sendMessage' && next();
      next();
    }
    setTimeout(() => {
      stop = true;
      port.postMessage({ kind: 'pairs', delivered, seconds: (now() - begun) / 1000 } satisfies FromClients);
    }, message.seconds * 1000);
    return;
  }
  for (const c of clients) c.socket.terminate();
  port.close();
});
