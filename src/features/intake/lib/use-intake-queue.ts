import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';
import type { staffParcelCreateSchema, StaffParcel } from '@contract';
import { useCreateParcel } from '@/data/parcels/create-parcel';
import { ApiError, TIMEOUT_CODE, toApiError } from '@/lib/http';
import { forgetUnsent, keepRefused, keepUnsent, refreshOutbox, useOutbox } from './intake-outbox';
import { useScanQueue, type ScanQueueOptions } from './scan-queue';
import { afterIntakeSave } from '../labels/print-label';

/*
 * The register screen's saving: the scan queue (one save after another, in scan order) in front of
 * the offline queue. A scan that cannot reach the server (no network, a dropped connection, no
 * answer in time) goes to the device's queue and its row leaves the list; the queue is sent again,
 * in order, when the network is back, on the next visit, or from "Одоо илгээх". Every scan carries
 * its client id as the Idempotency-Key, so a scan whose answer was lost is never registered twice.
 */

export type IntakeBody = z.output<typeof staffParcelCreateSchema>;

/** One scan as the queue holds it: the body to send, its client id, and whether it waited offline. */
export type IntakeScan = IntakeBody & { clientId: string; queuedAt: number; fromOutbox?: boolean };

/** The code of a failure that means "not sent" rather than "refused". */
export const UNSENT_CODE = 0;

/** No answer at all: the request may not have left, or its answer was lost. Either way it is sent again. */
const isUnsentFailure = (error: ApiError) => error.code === TIMEOUT_CODE || (error.code >= 500 && error.body === undefined);

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** While some scans wait offline, the queue is tried this often (navigator.onLine can say online on a dead link). */
const RETRY_MS = 15_000;

export function useIntakeQueue({
  userId,
  offlineMessage,
  onSettled,
}: {
  userId: number;
  offlineMessage: string;
  onSettled: ScanQueueOptions<IntakeScan, StaffParcel>['onSettled'];
}) {
  const create = useCreateParcel();
  const outbox = useOutbox(userId);
  /** Client ids in the scan queue now: a second flush does not queue them twice. */
  const inQueue = useRef(new Set<string>());

  const save = async (scan: IntakeScan): Promise<StaffParcel> => {
    const { clientId, queuedAt, fromOutbox, ...body } = scan;
    const kept = { clientId, userId, queuedAt, body };
    const unsent = async () => {
      await keepUnsent(kept);
      throw new ApiError(UNSENT_CODE, offlineMessage);
    };
    if (isOffline()) return unsent();
    try {
      const parcel = await create.mutateAsync({ body, idempotencyKey: clientId });
      // Its label, when "Автоматаар хэвлэх" is on at this station.
      void afterIntakeSave(parcel);
      if (fromOutbox) await forgetUnsent(clientId, userId);
      return parcel;
    } catch (failure) {
      const error = toApiError(failure);
      if (isUnsentFailure(error)) return unsent();
      // Refused on arrival: kept with its reason until the worker has looked at it.
      if (fromOutbox) await keepRefused(kept, error.message);
      throw error;
    }
  };

  const queue = useScanQueue<IntakeScan, StaffParcel>({
    save,
    onSettled: (entry, unfinished) => {
      inQueue.current.delete(entry.input.clientId);
      // A scan gone to the offline queue is shown there, not as a failed row.
      if (entry.state === 'failed' && entry.error.code === UNSENT_CODE) queue.forget(entry.id);
      onSettled?.(entry, unfinished);
    },
  });

  const add = (scan: IntakeScan) => {
    inQueue.current.add(scan.clientId);
    return queue.add(scan);
  };

  const queueAdd = queue.add;
  /** Sends the offline queue, oldest scan first, through the same queue as new scans. */
  const flush = useCallback(async () => {
    if (isOffline()) return;
    const { unsent } = await refreshOutbox(userId);
    for (const kept of unsent) {
      if (inQueue.current.has(kept.clientId)) continue;
      inQueue.current.add(kept.clientId);
      queueAdd({ ...kept.body, clientId: kept.clientId, queuedAt: kept.queuedAt, fromOutbox: true } as IntakeScan);
    }
  }, [userId, queueAdd]);

  const waiting = outbox.unsent.length;
  useEffect(() => {
    void flush().catch(() => undefined);
    const onOnline = () => void flush().catch(() => undefined);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(() => void flush().catch(() => undefined), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  return { ...queue, add, outbox, flush };
}
