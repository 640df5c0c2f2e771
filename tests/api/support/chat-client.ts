import WebSocket from 'ws';
import { WEBSOCKET_PATH, serverFrame, type ClientFrame, type ServerFrame } from '../../../src/shared/contracts/realtime.ts';

type Method = ServerFrame['method'];
type FrameOf<M extends Method> = Extract<ServerFrame, { method: M }>;

interface Waiter {
  method: Method;
  match: (frame: ServerFrame) => boolean;
  resolve: (frame: ServerFrame) => void;
  reject: (error: Error) => void;
}

/** A real websocket client of the hub, as the browser's chat is: frames are queued until a test takes them. */
export class ChatClient {
  private readonly queue: ServerFrame[] = [];
  private readonly waiters: Waiter[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(
    readonly socket: WebSocket,
    readonly token: string,
  ) {
    socket.on('message', (data: Buffer) => {
      const frame = serverFrame.parse(JSON.parse(data.toString('utf8')));
      const at = this.waiters.findIndex((w) => w.method === frame.method && w.match(frame));
      if (at >= 0) this.waiters.splice(at, 1)[0]!.resolve(frame);
      else this.queue.push(frame);
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        for (const w of this.waiters.splice(0)) w.reject(new Error(`socket closed (${code} ${reason.toString()}) while waiting for ${w.method}`));
        resolve({ code, reason: reason.toString() });
      }),
    );
  }

  /** Opens a socket without naming the user yet. */
  static async connect(base: string, token: string, language = 'en'): Promise<ChatClient> {
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}${WEBSOCKET_PATH}`, { headers: { 'accept-language': language } });
    const client = new ChatClient(socket, token);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Connects, sends OnConnection and waits for initMessage. */
  static async open(base: string, token: string, language = 'en'): Promise<{ client: ChatClient; init: FrameOf<'initMessage'> }> {
    const client = await ChatClient.connect(base, token, language);
    client.send({ method: 'OnConnection', token, mobileDevice: false });
    return { client, init: await client.next('initMessage') };
  }

  send(frame: ClientFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame of this method (and matching `match`), received already or still to come. */
  next<M extends Method>(method: M, match: (frame: FrameOf<M>) => boolean = () => true): Promise<FrameOf<M>> {
    const test = (f: ServerFrame) => f.method === method && match(f as FrameOf<M>);
    const at = this.queue.findIndex(test);
    if (at >= 0) return Promise.resolve(this.queue.splice(at, 1)[0] as FrameOf<M>);
    return new Promise((resolve, reject) => this.waiters.push({ method, match: test, resolve: (f) => resolve(f as FrameOf<M>), reject }));
  }

  /** Frames received and not taken yet, of one method. */
  pending(method: Method): ServerFrame[] {
    return this.queue.filter((f) => f.method === method);
  }

  close(): Promise<{ code: number; reason: string }> {
    this.socket.close();
    return this.closed;
  }
}
