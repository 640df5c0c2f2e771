import { CLOSE, HEARTBEAT_MS, WEBSOCKET_PATH, serverFrame, type ClientFrame, type ServerFrame } from '../../../shared/contracts/realtime.ts';

/** A frame as the app writes it: the socket adds the session token. */
export type OutgoingFrame = ClientFrame extends infer F ? (F extends { token: string } ? Omit<F, 'token'> : never) : never;

export interface RealtimeSocketOptions {
  token: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (connected: boolean) => void;
}

export interface RealtimeSocket {
  /** Sends when connected and signed in; answers whether it went. */
  send(frame: OutgoingFrame): boolean;
  close(): void;
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEBSOCKET_PATH}`;

/**
 * The tab's websocket (sync pings, messages, forced sign-out, chat): names itself with the session token, beats every HEARTBEAT_MS, and comes back
 * after a drop (backoff with jitter, at once when the browser says it is online again). A close for
 * a bad token, an ended session or a locked screen is final: sign-in or the lock screen takes it from
 * there, and the tab opens a new socket once signed in or unlocked again.
 */
export function openRealtimeSocket({ token, onFrame, onStatus }: RealtimeSocketOptions): RealtimeSocket {
  let socket: WebSocket | null = null;
  let signedIn = false;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const connect = () => {
    clearTimeout(retry);
    const current = token();
    if (stopped || !current || socket) return;
    const ws = new WebSocket(socketUrl());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ method: 'OnConnection', token: current, mobileDevice: false } satisfies ClientFrame));
    ws.onmessage = (event: MessageEvent<string>) => {
      const parsed = serverFrame.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      if (parsed.data.method === 'initMessage') {
        signedIn = true;
        failures = 0;
        heartbeat = setInterval(() => ws.send(JSON.stringify({ method: 'heartCheck', token: current } satisfies ClientFrame)), HEARTBEAT_MS);
        onStatus(true);
      }
      onFrame(parsed.data);
    };
    ws.onclose = (event) => {
      clearInterval(heartbeat);
      socket = null;
      if (signedIn) onStatus(false);
      signedIn = false;
      // Signed out or locked: the lock screen (which has no socket) or sign-in takes over; not retried.
      const final = event.code === CLOSE.badToken || event.code === CLOSE.loggedOut || event.code === CLOSE.locked;
      if (stopped || final) return;
      failures++;
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1)) * (0.5 + Math.random());
      retry = setTimeout(connect, delay);
    };
  };
  const onOnline = () => {
    failures = 0;
    connect();
  };
  // A socket may linger on a dead network for minutes: offline, drop it and start again when back.
  const onOffline = () => socket?.close(1000, 'offline');
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  connect();

  return {
    send(frame) {
      const current = token();
      if (!socket || !signedIn || !current || socket.readyState !== WebSocket.OPEN || !navigator.onLine) return false;
      socket.send(JSON.stringify({ ...frame, token: current }));
      return true;
    },
    close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      socket?.close(1000, 'signed out');
      socket = null;
    },
  };
}
