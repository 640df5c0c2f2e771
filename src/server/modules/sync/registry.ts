import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { permits, type Permission } from '../../../shared/domain/access.ts';
import type { MutationSpec } from '../../../shared/domain/sync-mutations.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/access.ts';
import { forbidden, type AppError } from '../../plugins/errors.ts';
import { assertJsonForms } from './row-json.ts';

/**
 * What a viewer's grants make of a synced table beyond its scope, read once per pull: the rows their
 * data rules reach and the columns a column permission keeps from them. `fingerprint` names what
 * decided both; when it changes, the devices of the viewer pull the table again from nothing (rows
 * that left, columns that went), as when their scope changes.
 */
export interface TableAccess {
  rows?: SQL | undefined;
  hidden?: ReadonlySet<string>;
  fingerprint: string;
}

/**
 * A table clients keep a copy of. `scope` is the row filter for a viewer (undefined: every row);
 * it is the only thing between one vendor and another's rows, so every synced table states one.
 */
export interface SyncedTable {
  name: string;
  table: PgTable;
  id: PgColumn;
  rev: PgColumn;
  deletedAt: PgColumn;
  columns: Record<string, PgColumn>;
  scope: (viewer: Viewer) => SQL | undefined;
  /** The viewer's grants on the table's rows and columns (a module's permissions, permission/record-fields.ts). */
  access?: (db: Db, viewer: Viewer) => Promise<TableAccess>;
  /**
   * Turns a row as its JSON gives it (row-json.ts: instants already epoch milliseconds) into the shape
   * of `src/shared/contracts/synced-rows.ts`, when they still differ.
   */
  toRow?: (row: Record<string, unknown>) => Record<string, unknown>;
  /**
   * Rows that left the viewer's scope after `cursor` without being deleted (a PO moved to another
   * supplier), oldest first: sent as removals, since the rows themselves no longer reach the viewer.
   */
  exits?: (db: Db, viewer: Viewer, cursor: number, limit: number) => Promise<{ id: string; rev: number }[]>;
}

export interface MutationContext {
  tx: Db;
  viewer: Viewer;
  clientId: string;
}

/** One mutation of a batch: its name and its parsed arguments. */
export interface BatchCall {
  name: string;
  args: unknown;
}

/**
 * Runs consecutive mutations of a push together: it reads every row their preconditions name at once,
 * decides each call in order on the rows as the calls before it left them, and writes what the applied
 * ones changed together at the end. Answers each call: null when applied, the refusal otherwise. A
 * refused call must leave nothing written, so a batch needs no savepoints; any other error is a bug
 * and rolls back the transaction.
 */
export interface MutationBatch {
  run: (ctx: MutationContext, calls: readonly BatchCall[]) => Promise<(AppError | null)[]>;
}

/**
 * The server half of a mutation: `check` tests the preconditions the client sent in `expect`, `apply`
 * does the work. Either throws an AppError (4xx) to reject; both run in the transaction that also
 * moves the client's last mutation id, and a rejection leaves nothing behind (service.ts: the batch
 * runs without savepoints and, when one is refused, again with one per mutation).
 */
export interface ServerMutation<A extends z.ZodType> {
  spec: MutationSpec<A>;
  /**
   * Who may run it (administrators always may), checked before anything else in one place: here.
   * A function when the arguments say which side acts (manual send names the sender's side).
   */
  permission: Permission | ((args: z.infer<A>) => Permission);
  check?: (ctx: MutationContext, args: z.infer<A>, expect: Readonly<Record<string, unknown>>) => Promise<void>;
  apply: (ctx: MutationContext, args: z.infer<A>, expect: Readonly<Record<string, unknown>>) => Promise<void>;
  /**
   * Consecutive mutations naming the same batch (itself or others) run through it together; `apply`
   * still runs one alone. A batched mutation has no `check` and no `expect`: the batch decides.
   */
  batch?: MutationBatch;
}

/** A mutation with its argument type erased, as the registry keeps it. */
export interface RegisteredMutation {
  name: string;
  args: z.ZodType;
  /** The client states what the action was decided on (`expectFrom` in its spec); a push without it is refused. */
  needsExpect: boolean;
  run: (ctx: MutationContext, args: unknown, expect: Readonly<Record<string, unknown>>) => Promise<void>;
  /** See ServerMutation.batch: its arguments, parsed, go to the batch once `refusal` lets them. */
  batch?: MutationBatch;
  /** The permission refusal for these arguments, or null (`run` checks it itself). */
  refusal: (viewer: Viewer, args: unknown) => AppError | null;
}

export class SyncRegistry {
  readonly tables: SyncedTable[] = [];
  private readonly mutations = new Map<string, RegisteredMutation>();

  table(table: SyncedTable): this {
    if (this.tables.some((t) => t.name === table.name)) throw new Error(`synced table ${table.name} registered twice`);
    assertJsonForms(table.columns);
    this.tables.push(table);
    return this;
  }

  mutation<A extends z.ZodType>(m: ServerMutation<A>): this {
    const { name, args } = m.spec;
    if (this.mutations.has(name)) throw new Error(`mutation ${name} registered twice`);
    if (m.batch && (m.check || m.spec.expectFrom)) throw new Error(`mutation ${name}: a batched mutation is decided by its batch alone`);
    const refusal = (viewer: Viewer, parsed: z.infer<A>) => {
      const permission = typeof m.permission === 'function' ? m.permission(parsed) : m.permission;
      return permits(permission, viewer) ? null : forbidden(permission.refusal);
    };
    this.mutations.set(name, {
      name,
      args,
      needsExpect: m.spec.expectFrom !== undefined,
      run: async (ctx, raw, expect) => {
        // Parsed by the caller already; parsing again here keeps the handler's type honest.
        const parsed = args.parse(raw);
        const refused = refusal(ctx.viewer, parsed);
        if (refused) throw refused;
        if (m.check) await m.check(ctx, parsed, expect);
        await m.apply(ctx, parsed, expect);
      },
      ...(m.batch ? { batch: m.batch } : {}),
      refusal: (viewer, raw) => refusal(viewer, args.parse(raw)),
    });
    return this;
  }

  find(name: string): RegisteredMutation | undefined {
    return this.mutations.get(name);
  }
}
