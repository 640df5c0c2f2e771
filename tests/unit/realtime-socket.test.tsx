import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOSE, type ServerFrame } from '../../src/shared/contracts/realtime.ts';
import { lockScreenFromServer, onScreenLocked } from '../../src/app/api/client.ts';
import { tokenStore } from '../../src/app/api/token.ts';
import { openRealtimeSocket, type RealtimeSocket } from '../../src/app/platform/realtime/socket.ts';

/** The browser's WebSocket as far as the chat socket uses it; the test plays the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.serverCloses(1000);
  }
  serverOpens() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  serverSends(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverCloses(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const init: ServerFrame = { method: 'initMessage', onlineUsers: [], unreadNums: [], unreadNoticeCount: 0, unreadMessageCount: 0 };

describe('the chat socket and a locked screen', () => {
  let socket: RealtimeSocket | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    FakeSocket.made = [];
    localStorage.clear();
    tokenStore.set('session-token');
  });
  afterEach(() => {
    socket?.close();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const open = (onFrame = vi.fn()) => {
    socket = openRealtimeSocket({ token: () => tokenStore.get(), onFrame, onStatus: vi.fn() });
    const fake = FakeSocket.made.at(-1)!;
    fake.serverOpens();
    return { fake, onFrame };
  };

  it('a socket closed for a locked screen hands the app the lock state and does not come back by itself', () => {
    const { fake, onFrame } = open();
    fake.serverSends(init);
    fake.serverSends({ method: 'locked' });
    fake.serverCloses(CLOSE.locked);
    expect(onFrame).toHaveBeenLastCalledWith({ method: 'locked' });
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('a socket that dropped for any other reason comes back', () => {
    const { fake } = open();
    fake.serverSends(init);
    fake.serverCloses(1006);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('after unlocking, the tab’s new socket names itself with the session and sends again', () => {
    const first = open().fake;
    first.serverSends({ method: 'locked' });
    first.serverCloses(CLOSE.locked);
    expect(socket!.send({ method: 'UpdateReadMessage', formUserId: 'u-1' })).toBe(false);
    socket!.close();

    // The lock screen has no chat; back on a page with it, the drawer opens a socket again.
    const { fake } = open();
    expect(fake.sent).toEqual([{ method: 'OnConnection', token: 'session-token', mobileDevice: false }]);
    fake.serverSends(init);
    expect(socket!.send({ method: 'UpdateReadMessage', formUserId: 'u-1' })).toBe(true);
    expect(fake.sent.at(-1)).toEqual({ method: 'UpdateReadMessage', formUserId: 'u-1', token: 'session-token' });
  });

  it('the lock state from the server locks this tab as a lock in another tab would, unless it is signed out', () => {
    const showLockScreen = vi.fn();
    const stop = onScreenLocked(showLockScreen);
    try {
      lockScreenFromServer();
      expect(tokenStore.isLocked()).toBe(true);
      expect(showLockScreen).toHaveBeenCalledOnce();
      tokenStore.clear();
      lockScreenFromServer();
      expect(tokenStore.isLocked()).toBe(false);
      expect(showLockScreen).toHaveBeenCalledOnce();
    } finally {
      stop();
    }
  });
});
