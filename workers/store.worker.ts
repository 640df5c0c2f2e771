/**
 * The device store's worker, one per tab: it holds the user's synced rows in memory, kept current
 * from IndexedDB's change events, and answers the screens' views (a page of the PO list, its counts)
 * and actions' preconditions, so no screen reads, filters or sorts tens of thousands of rows on its
 * main thread (DESIGN "Offline and sync").
 */
import * as Comlink from 'comlink';
import { poListView } from '../src/app/features/po/po-list-view.ts';
import { OfflineDb } from '../src/app/offline/db.ts';
import { DeviceStore, type AnyDeviceView } from '../src/app/offline/device-store/device-store.ts';
import { mutationSpecs } from '../src/app/offline/mutation-specs.ts';
import type { StoreWorkerApi } from './store-api.ts';

const views: AnyDeviceView[] = [poListView];
const store = new DeviceStore(new OfflineDb(), mutationSpecs, new Map(views.map((view) => [view.name, view])));

const api: StoreWorkerApi = {
  query: (view, query) => store.query(view, query),
  warm: () => store.warm(),
  actionContext: (userId, name, args) => store.actionContext(userId, name, args),
  watch: (listener) => {
    store.watch(listener);
  },
};

Comlink.expose(api);
