import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { useSyncExternalStore } from 'react';
import type { StaffParcelCreate } from '@contract';

/*
 * The intake station's offline queue (pretix's offline scans, in the browser): a scan saved while
 * the network is down is kept in IndexedDB, so a reload or a closed tab loses none, and is sent in
 * scan order once the network is back. Each scan carries its client id, sent as the Idempotency-Key
 * of POST /api/staff/parcels: a resend after a lost answer gets the first answer, never a second
 * parcel. A scan the server refuses on arrival moves to the refused list, kept until the worker
 * dismisses it. Both lists belong to the worker who scanned (a shared desk computer).
 */

export type UnsentScan = {
  clientId: string;
  userId: number;
  /** Scan order: sent oldest first. */
  queuedAt: number;
  body: StaffParcelCreate;
};

export type RefusedScan = UnsentScan & { message: string };

interface OutboxSchema extends DBSchema {
  unsent: { key: string; value: UnsentScan };
  refused: { key: string; value: RefusedScan };
}

const DB_NAME = 'achaa-intake';

let database: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function db() {
  database ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('unsent', { keyPath: 'clientId' });
      upgrading.createObjectStore('refused', { keyPath: 'clientId' });
    },
  });
  return database;
}

export type OutboxSnapshot = { unsent: readonly UnsentScan[]; refused: readonly RefusedScan[] };

const EMPTY: OutboxSnapshot = { unsent: [], refused: [] };
let snapshot: OutboxSnapshot = EMPTY;
let snapshotUser: number | null = null;
const listeners = new Set<() => void>();

const byScanOrder = (a: UnsentScan, b: UnsentScan) => a.queuedAt - b.queuedAt;

/** Reads both lists of `userId` again and tells the screen. */
export async function refreshOutbox(userId: number): Promise<OutboxSnapshot> {
  const store = await db();
  const [unsent, refused] = await Promise.all([store.getAll('unsent'), store.getAll('refused')]);
  snapshotUser = userId;
  snapshot = {
    unsent: unsent.filter((scan) => scan.userId === userId).sort(byScanOrder),
    refused: refused.filter((scan) => scan.userId === userId).sort(byScanOrder),
  };
  listeners.forEach((listener) => listener());
  return snapshot;
}

/** Keeps a scan to send later (the same client id twice is one scan). */
export async function keepUnsent(scan: UnsentScan): Promise<void> {
  await (await db()).put('unsent', scan);
  await refreshOutbox(scan.userId);
}

/** A scan the server answered: out of the queue. */
export async function forgetUnsent(clientId: string, userId: number): Promise<void> {
  await (await db()).delete('unsent', clientId);
  await refreshOutbox(userId);
}

/** A queued scan the server refused when it arrived: kept, with the reason, for the worker to resolve. */
export async function keepRefused(scan: UnsentScan, message: string): Promise<void> {
  const store = await db();
  const transaction = store.transaction(['unsent', 'refused'], 'readwrite');
  await Promise.all([
    transaction.objectStore('unsent').delete(scan.clientId),
    transaction.objectStore('refused').put({ ...scan, message }),
    transaction.done,
  ]);
  await refreshOutbox(scan.userId);
}

export async function dismissRefused(clientId: string, userId: number): Promise<void> {
  await (await db()).delete('refused', clientId);
  await refreshOutbox(userId);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Both lists of `userId`, re-rendering on every change. */
export function useOutbox(userId: number): OutboxSnapshot {
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
  return snapshotUser === userId ? current : EMPTY;
}

/** A scan's client id: a UUID (getRandomValues also works on a plain-HTTP LAN address, where randomUUID does not exist). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
