import { PARCEL_STATUSES, type ParcelStatus } from '@contract/parcel-status';
import { createPersistedStore } from '@/lib/persisted-store';
import { SCALE_PROTOCOLS, type ScaleProtocol } from './scale/scale-protocol';

/*
 * What an intake station keeps on the device, across reloads: per worker, the warehouse they work
 * at, and per warehouse the start status and shelf of their run (two workers sharing a desk
 * computer each get their own). Also the station's own: the mute switch, the one-pass mode and
 * the scale's protocol and whether it was connected (the port itself the browser remembers).
 */

export type RunSettings = { status: ParcelStatus; shelf: string };

export type WorkerSettings = { warehouseId: number | null; runs: Record<string, RunSettings> };

export type StationSettings = {
  workers: Record<string, WorkerSettings>;
  muted: boolean;
  onePass: boolean;
  scaleProtocol: ScaleProtocol;
  scaleWanted: boolean;
};

export const DEFAULT_RUN: RunSettings = { status: 'REGISTERED', shelf: '' };

const EMPTY: StationSettings = { workers: {}, muted: false, onePass: false, scaleProtocol: 'ascii', scaleWanted: false };

const isParcelStatus = (value: unknown): value is ParcelStatus => PARCEL_STATUSES.some((status) => status === value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readRun(stored: unknown): RunSettings | null {
  if (!isRecord(stored) || !isParcelStatus(stored.status)) return null;
  return { status: stored.status, shelf: typeof stored.shelf === 'string' ? stored.shelf.slice(0, 12) : '' };
}

function readWorker(stored: unknown): WorkerSettings {
  if (!isRecord(stored)) return { warehouseId: null, runs: {} };
  const runs: Record<string, RunSettings> = {};
  if (isRecord(stored.runs)) {
    for (const [key, value] of Object.entries(stored.runs)) {
      const run = readRun(value);
      if (run) runs[key] = run;
    }
  }
  return { warehouseId: typeof stored.warehouseId === 'number' ? stored.warehouseId : null, runs };
}

function readSettings(stored: unknown): StationSettings {
  if (!isRecord(stored)) return EMPTY;
  const workers: Record<string, WorkerSettings> = {};
  if (isRecord(stored.workers)) for (const [id, worker] of Object.entries(stored.workers)) workers[id] = readWorker(worker);
  return {
    workers,
    muted: stored.muted === true,
    onePass: stored.onePass === true,
    scaleProtocol: SCALE_PROTOCOLS.find((protocol) => protocol === stored.scaleProtocol) ?? 'ascii',
    scaleWanted: stored.scaleWanted === true,
  };
}

const store = createPersistedStore<StationSettings>({ key: 'achaa.station', read: readSettings, empty: EMPTY });

export const useStationSettings = store.use;
export const getStationSettings = store.get;

export function changeStationSettings(change: (current: StationSettings) => Partial<StationSettings>) {
  const current = store.get();
  store.set({ ...current, ...change(current) });
}

const runKey = (warehouseId: number | null) => (warehouseId === null ? 'none' : String(warehouseId));

/** The worker's warehouse and the status and shelf of their run there. */
export function workerRun(settings: StationSettings, userId: number) {
  const worker = settings.workers[String(userId)] ?? { warehouseId: null, runs: {} };
  return { warehouseId: worker.warehouseId, run: worker.runs[runKey(worker.warehouseId)] ?? DEFAULT_RUN };
}

export function saveWorkerRun(userId: number, change: { warehouseId?: number | null; run?: Partial<RunSettings> }) {
  changeStationSettings((current) => {
    const worker = current.workers[String(userId)] ?? { warehouseId: null, runs: {} };
    const warehouseId = change.warehouseId === undefined ? worker.warehouseId : change.warehouseId;
    const key = runKey(warehouseId);
    const run = { ...(worker.runs[key] ?? DEFAULT_RUN), ...change.run };
    return { workers: { ...current.workers, [String(userId)]: { warehouseId, runs: { ...worker.runs, [key]: run } } } };
  });
}
