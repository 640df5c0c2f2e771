import { OfflineDb } from './db.ts';

/** The device's store, opened once per tab. */
export const offlineDb = new OfflineDb();
