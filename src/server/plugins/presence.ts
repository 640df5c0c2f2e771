import type { ServerFrame } from '../../shared/contracts/realtime.ts';
import { fenceShows, type ContactFence } from '../../shared/domain/chat.ts';
import type { PresentUser } from './realtime-bus.ts';

/** How often an instance repeats who is connected to it, and when others forget it after silence. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_TTL_MS = 75_000;

/** A user as instances announce it: the id alone when it has no supplier code (most staff), else both. */
export const presentUser = (userId: string, supplierCodes: readonly string[]): PresentUser => (supplierCodes.length ? [userId, [...supplierCodes]] : userId);

/** A socket on this instance that may hear of others' presence, through its user's contact fence. */
export interface PresenceListener {
  readonly session: { readonly userId: string };
  readonly fence: ContactFence;
}

/** Sends `frame` to the local sockets for which `hears` holds. */
export type TellLocal = (frame: ServerFrame, hears: (listener: PresenceListener) => boolean) => void;

export interface Presence {
  /** Instance `instance` holds a socket of `user`: its first instance makes the user Online. */
  arrived(user: PresentUser, instance: string): void;
  /** Instance `instance` no longer does: its last instance makes the user Offline. */
  left(userId: string, instance: string): void;
  /** The instance stopped: its users leave. */
  instanceGone(instance: string): void;
  /** Forgets what instances other than `self` have not repeated within PRESENCE_TTL_MS. */
  expire(self: string, now: number): void;
  /** The users online that the listener's contact list shows, and the listener itself (initMessage). */
  visibleTo(listener: PresenceListener): string[];
  /** Every user online, fence or not (for server-side use only). */
  userIds(): string[];
}

interface Present {
  /** instanceId → when that instance last said so. */
  at: Map<string, number>;
  /** The latest the instances announced: whose fences show this user. */
  supplierCodes: readonly string[];
}

/**
 * Who is online on any instance, and the Online / Offline frames that follow, told only to users
 * whose contact list shows the user (docs/decisions/0032-chat-contacts-and-delivery.md): presence
 * never crosses the vendor fence. The audience is decided in memory from each local socket's fence
 * and the announced supplier codes, so a presence event costs no query.
 */
export function createPresence(tell: TellLocal): Presence {
  const present = new Map<string, Present>();
  const audienceOf = (userId: string, supplierCodes: readonly string[]) => (l: PresenceListener) =>
    l.session.userId !== userId && fenceShows(l.fence, supplierCodes);

  const left = (userId: string, instance: string) => {
    const entry = present.get(userId);
    if (!entry?.at.delete(instance) || entry.at.size > 0) return;
    present.delete(userId);
    tell({ method: 'Offline', userId }, audienceOf(userId, entry.supplierCodes));
  };

  return {
    arrived(user, instance) {
      const [userId, supplierCodes] = typeof user === 'string' ? [user, []] : user;
      const entry = present.get(userId);
      if (entry) {
        entry.at.set(instance, Date.now());
        entry.supplierCodes = supplierCodes;
        return;
      }
      present.set(userId, { at: new Map([[instance, Date.now()]]), supplierCodes });
      tell({ method: 'Online', userId }, audienceOf(userId, supplierCodes));
    },
    left,
    instanceGone(instance) {
      for (const [userId, entry] of [...present]) if (entry.at.has(instance)) left(userId, instance);
    },
    expire(self, now) {
      for (const [userId, entry] of [...present]) {
        for (const [instance, seen] of [...entry.at]) if (instance !== self && now - seen > PRESENCE_TTL_MS) left(userId, instance);
      }
    },
    visibleTo(listener) {
      const self = listener.session.userId;
      return [self, ...[...present].filter(([userId, entry]) => userId !== self && fenceShows(listener.fence, entry.supplierCodes)).map(([userId]) => userId)];
    },
    userIds: () => [...present.keys()],
  };
}
