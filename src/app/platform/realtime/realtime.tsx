import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ServerFrame } from '../../../shared/contracts/realtime.ts';
import { endSessionFromServer, lockScreenFromServer } from '../../api/client.ts';
import { tokenStore } from '../../api/token.ts';
import { notifyServerChanged } from '../../offline/loop.ts';
import { notifyError } from '../notify.ts';
import { openRealtimeSocket, type OutgoingFrame, type RealtimeSocket } from './socket.ts';

type Listener = (frame: ServerFrame) => void;

/** The tab's one websocket as the rest of the app uses it: chat, presence and whatever comes next. */
export interface Realtime {
  /** Signed in on the socket (after initMessage) and not dropped since. */
  connected: boolean;
  /** Sends when connected and signed in; answers whether it went. */
  send: (frame: OutgoingFrame) => boolean;
  /** Every frame as it arrives, after the app-wide handling below. */
  subscribe: (listener: Listener) => () => void;
}

const RealtimeContext = createContext<Realtime | null>(null);

/**
 * Frames that concern the whole app, whichever screen is open: the sync engine pulls on `changed` and
 * `messagePush` (the drawer and badges follow the pulled rows), the session ends or locks when the
 * server says so, and errors are shown.
 */
function handleAppWide(frame: ServerFrame): void {
  switch (frame.method) {
    case 'changed':
    case 'messagePush':
      notifyServerChanged();
      break;
    case 'logout':
      endSessionFromServer(frame.msg);
      break;
    case 'locked': // the lock screen has no socket; unlocking mounts the signed-in layout and a new one
      lockScreenFromServer();
      break;
    case 'error':
      notifyError(frame.msg);
      break;
    default:
      break;
  }
}

/** Opens the signed-in user's socket for as long as the signed-in layout is mounted. */
export function RealtimeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [connected, setConnected] = useState(false);
  const socketRef = useRef<RealtimeSocket | null>(null);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    const onFrame = (frame: ServerFrame) => {
      handleAppWide(frame);
      for (const listener of listeners.current) listener(frame);
    };
    // In a transition: whatever reads the socket's state renders again, in slices, not in the task
    // that received the frame.
    const onStatus = (connected: boolean) => startTransition(() => setConnected(connected));
    socketRef.current = openRealtimeSocket({ token: () => tokenStore.get(), onFrame, onStatus });
    return () => {
      socketRef.current?.close();
      socketRef.current = null;
      setConnected(false);
    };
  }, [userId]);

  // Stable for the provider's life, so subscribers do not resubscribe each time the socket drops or returns.
  const channel = useMemo<Omit<Realtime, 'connected'>>(
    () => ({
      send: (frame) => socketRef.current?.send(frame) ?? false,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
    }),
    [],
  );
  const realtime = useMemo<Realtime>(() => ({ ...channel, connected }), [channel, connected]);
  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}

/** The tab's socket; only inside the signed-in layout. */
export function useRealtime(): Realtime {
  const realtime = useContext(RealtimeContext);
  if (!realtime) throw new Error('useRealtime outside RealtimeProvider');
  return realtime;
}
