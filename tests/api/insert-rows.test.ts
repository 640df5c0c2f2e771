import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { insertRows } from '../../src/server/db/insert-rows.ts';
import { mailQueue, vendors } from '../../src/server/db/schema/index.ts';
import { freshDatabase } from './support/harness.ts';

// Both engines: bulk rows written as one JSON parameter: each driver's JSON and type handling.

/** The bulk insert of imports and batches (one JSON parameter per statement): rows come back as Drizzle's inserts leave them. */
async function withDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  const { database, drop } = await freshDatabase();
  try {
    await run(database);
  } finally {
    await database.close();
    await drop();
  }
}

describe('insertRows', () => {
  it('stores arrays, dates, quotes and unicode as given, with ids, defaults and revs filled in', () =>
    withDatabase(async ({ db }) => {
      const sentAt = new Date('2026-11-27T08:30:15.123Z');
      await insertRows(db, vendors, [
        { supplierCode: 'VX01', name: 'Quote "and" back\\slash', plants: ['1000', '2000'], emails: ['a@x.test'] },
        { supplierCode: 'VX02', name: '供应商 臺灣', plants: [], emails: [] },
      ]);
      const stored = await db
        .select()
        .from(vendors)
        .where(inArray(vendors.supplierCode, ['VX01', 'VX02']))
        .orderBy(vendors.supplierCode);
      expect(stored.map((v) => [v.name, v.plants, v.emails, v.language, v.contact])).toEqual([
        ['Quote "and" back\\slash', ['1000', '2000'], ['a@x.test'], 'en', ''],
        ['供应商 臺灣', [], [], 'en', ''],
      ]);
      expect(stored[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(stored[0]!.id).not.toBe(stored[1]!.id);
      expect(stored[1]!.rev).toBeGreaterThan(0);

      await insertRows(db, mailQueue, [{ to: 'a@x.test', subject: 's', text: 't', topic: 'test', sentAt }]);
      const [mail] = await db.select().from(mailQueue).where(eq(mailQueue.topic, 'test'));
      expect(mail!.sentAt?.toISOString()).toBe(sentAt.toISOString());
      expect(mail!.attempts).toBe(0);
    }));

  it('writes more rows than one statement carries, and nothing for none', () =>
    withDatabase(async ({ db }) => {
      const mails = Array.from({ length: 12_001 }, (_, i) => ({ to: `m${i}@x.test`, subject: `s${i}`, text: 't', topic: 'many' }));
      await insertRows(db, mailQueue, mails);
      await insertRows(db, mailQueue, []);
      const [stored] = await db.select({ n: count() }).from(mailQueue).where(eq(mailQueue.topic, 'many'));
      expect(stored!.n).toBe(12_001);
    }));

  it('refuses rows that set a column with a database default only in part, writing nothing', () =>
    withDatabase(async ({ db }) => {
      const rows = [
        { supplierCode: 'VY01', name: 'One', language: 'zh-CN' },
        { supplierCode: 'VY02', name: 'Two' },
      ];
      await expect(insertRows(db, vendors, rows)).rejects.toThrow(/language is set in some rows/);
      const [stored] = await db
        .select({ n: count() })
        .from(vendors)
        .where(inArray(vendors.supplierCode, ['VY01', 'VY02']));
      expect(stored!.n).toBe(0);
    }));
});
