import Dexie, { type Table } from 'dexie';
import type { StoredFile } from '../../shared/contracts/files.ts';
import { SYNCED_TABLES, type SyncedRow, type SyncedTableName } from '../../shared/contracts/synced-rows.ts';
import type { MutationResult } from '../../shared/contracts/sync.ts';
import type { ActionSubject } from '../../shared/domain/sync-mutations.ts';
import type { UploadPurpose } from '../../shared/domain/files.ts';

/** A synced row as pulled: the contract's row shape, keyed by `id`, with the rev it was pulled at (a precondition's usual subject). */
export type BaseRow = Record<string, unknown> & { id: string; _rev?: number };

export type OutboxStatus = 'pending' | 'sent' | 'rejected';

/**
 * One action the user took, waiting for or answered by the server. It belongs to the user who took
 * it: only that user's sync ever sends it.
 */
export interface OutboxEntry {
  /** Local order of writing (auto-increment). */
  seq?: number;
  userId: string;
  clientId: string;
  /** Counts up per client; the server applies each id once. */
  mutationId: number;
  name: string;
  args: unknown;
  expect?: Record<string, unknown>;
  /** The rows it is about, as the user saw them and wanted them: a refusal shows them beside the rows now. */
  subjects?: ActionSubject[];
  status: OutboxStatus;
  /** The server's reason, in the user's language when it was answered. */
  error?: Pick<MutationResult, 'code' | 'msg'>;
  createdAt: number;
}

/** A chat message written on this device and not yet confirmed by the server (sent once it answers). */
export interface ChatOutboxEntry {
  clientMessageId: string;
  userId: string;
  toUserId: string;
  messageType: 'text' | 'image';
  content: string;
  createdAt: number;
}

export type ConnectionStatus = 'online' | 'syncing' | 'offline' | 'needsSignIn' | 'error';

/** Per user on this device: their client id, where their pull stands, and how the last sync went. */
export interface SyncState {
  userId: string;
  clientId: string;
  nextMutationId: number;
  cursor: number;
  scopeKey?: string;
  /** The server's last applied mutation of this client, as of the last complete pull. */
  lastMutationId: number;
  lastSyncAt?: number;
  /**
   * Rows a pull of several pages has stored so far, while more pages follow (the first pull of a large
   * account): what the screens show as progress. Absent once the pull is complete.
   */
  pulledRows?: number;
  status: ConnectionStatus;
  lastError?: string;
}

/** Small values kept across starts: whose rows the base tables hold, the last CurrentUser answer. */
export interface MetaEntry {
  key: string;
  value: unknown;
}

/** Spec 001 §4: an upload is waiting, uploading, paused, success or error. */
export type UploadStatus = 'waiting' | 'uploading' | 'paused' | 'success' | 'error';

/**
 * A file the user chose to upload, kept with its bytes until the server has it, so an upload
 * started offline or cut off (connection lost, tab closed) resumes later. It belongs to its user.
 */
export interface UploadRecord {
  id: string;
  userId: string;
  /** Which widget instance shows it (its rows and its `onChange`). */
  scope: string;
  purpose: UploadPurpose;
  name: string;
  extension: string;
  size: number;
  /** Dropped once the server holds the file. */
  blob?: Blob;
  status: UploadStatus;
  phase?: 'hashing' | 'sending';
  /** Bytes hashed, or bytes the server holds, per `phase`. */
  done: number;
  /** The file's MD5 once hashed: a resume does not hash again. */
  identifier?: string;
  /** Why it stopped, already in words: a catalogue key with its values. */
  error?: { key: string; values?: Record<string, string | number> };
  result?: StoredFile;
  createdAt: number;
}

/**
 * The schema's version: raise it with any change below. Dexie compares the declared schema with the
 * stored one and adds or drops tables and indexes itself, keeping the data (the outbox above all);
 * a change that must rewrite rows declares `.upgrade()` on the new version.
 */
export const SCHEMA_VERSION = 9;

/**
 * The synced tables and their Dexie indexes, as `src/shared/contracts/synced-rows.ts` declares them,
 * each also by `_rev`. Only the pull writes these tables, and every row it writes carries the rev it
 * was pulled at, higher than any it wrote before; a pull that empties them writes `BASE_OWNER` in the
 * same transaction. So a reader that saw a write of many rows (which Dexie reports as "anything may
 * have changed") reads only the rows above the highest rev it holds (device-store/cached-table.ts).
 */
export const BASE_TABLES: Record<string, string> = Object.fromEntries(
  Object.entries(SYNCED_TABLES).map(([name, table]) => [name, ['id', '_rev', ...table.indexes].join(', ')]),
);

/** The `meta` key naming whose rows the base tables hold: written whenever a pull empties them. */
export const BASE_OWNER = 'baseOwner';

export class OfflineDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  syncState!: Table<SyncState, string>;
  meta!: Table<MetaEntry, string>;
  uploads!: Table<UploadRecord, string>;
  chatOutbox!: Table<ChatOutboxEntry, string>;
  readonly baseTableNames: string[];

  /** `extraTables`: tests register synced tables of their own. */
  constructor(name = 'supplyline', extraTables: Record<string, string> = {}) {
    // No query cache: every live query reads IndexedDB again after a write. With Dexie 4's default
    // cache, two live queries of the same outbox range came to disagree for good: a refused action the
    // user had discarded stayed marked on the PO list while the sync panel, rightly, showed none (the
    // e2e suite, about one run in twenty under load, with the sync worker writing at the same time).
    super(name, { cache: 'disabled' });
    const base = { ...BASE_TABLES, ...extraTables };
    this.baseTableNames = Object.keys(base);
    this.version(SCHEMA_VERSION).stores({
      ...base,
      outbox: '++seq, [userId+mutationId], [userId+status]',
      syncState: 'userId',
      meta: 'key',
      uploads: 'id, userId',
      chatOutbox: 'clientMessageId, [userId+createdAt]',
    });
  }

  /** Any synced table, untyped: for the sync engine, which moves rows without reading them. */
  base(name: string): Table<BaseRow, string> {
    return this.table(name);
  }

  /** A synced table typed by its contract row: what features read. */
  rows<N extends SyncedTableName>(name: N): Table<SyncedRow<N>, string> {
    return this.table<SyncedRow<N>, string>(name);
  }
}
