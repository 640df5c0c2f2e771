import Dexie, { type Table } from 'dexie';
import type { MutationResult } from '../../shared/contracts/sync.ts';

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
  status: OutboxStatus;
  /** The server's reason, in the user's language when it was answered. */
  error?: Pick<MutationResult, 'code' | 'msg'>;
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
  status: ConnectionStatus;
  lastError?: string;
}

/** Small values kept across starts: whose rows the base tables hold, the last CurrentUser answer. */
export interface MetaEntry {
  key: string;
  value: unknown;
}

/**
 * The schema's version: raise it with any change below. Dexie compares the declared schema with the
 * stored one and adds or drops tables and indexes itself, keeping the data (the outbox above all);
 * a change that must rewrite rows declares `.upgrade()` on the new version.
 */
export const SCHEMA_VERSION = 2;

/** The synced tables and their Dexie indexes; a later domain adds its tables here. */
export const BASE_TABLES: Record<string, string> = {
  dictionaryTypes: 'id, enCode',
  dictionaryItems: 'id, typeId',
  profile: 'id',
  vendors: 'id, supplierCode',
  purchaseOrders: 'id, poNumber, status',
  poItems: 'id, poId',
  poScheduleLines: 'id, itemId, poId',
  poChangeRequests: 'id, itemId, poId',
  poChangeRecords: 'id, itemId, poId',
  poOperationRecords: 'id, poId',
};

export class OfflineDb extends Dexie {
  outbox!: Table<OutboxEntry, number>;
  syncState!: Table<SyncState, string>;
  meta!: Table<MetaEntry, string>;
  readonly baseTableNames: string[];

  /** `extraTables`: tests register synced tables of their own. */
  constructor(name = 'supplyline', extraTables: Record<string, string> = {}) {
    super(name);
    const base = { ...BASE_TABLES, ...extraTables };
    this.baseTableNames = Object.keys(base);
    this.version(SCHEMA_VERSION).stores({
      ...base,
      outbox: '++seq, [userId+mutationId], [userId+status]',
      syncState: 'userId',
      meta: 'key',
    });
  }

  base(name: string): Table<BaseRow, string> {
    return this.table(name);
  }
}
