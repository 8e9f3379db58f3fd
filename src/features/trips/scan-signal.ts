import { createContext, useContext } from 'react';

/*
 * The scan feedback of the intake station on the trips' scan field: a worker looking at the truck,
 * not the screen, hears (and on a phone feels) how each scan run went. The sound and the station's
 * mute switch belong to the staff feature, so the staff route hands the signal in (TripsDesk's
 * `signalScan`); without one (component tests, another screen) scans are silent.
 */

export type ScanOutcome = 'saved' | 'duplicate' | 'error';
export type ScanSignal = (outcome: ScanOutcome) => void;

export const ScanSignalContext = createContext<ScanSignal>(() => undefined);

export const useScanSignal = (): ScanSignal => useContext(ScanSignalContext);

/** Refusals that only say the scan was done before: the duplicate's tone, not the error's. */
const ALREADY_DONE = new Set(['ALREADY_LOADED', 'ALREADY_UNLOADED']);

/**
 * One run's outcome: an error when any code was refused for a real reason (not in Erenhot, on
 * another truck, unknown…), the duplicate's warning when codes were scanned before or came off a
 * truck they were not on (extra), else saved.
 */
export function scanRunOutcome({
  refused,
  extra = [],
}: {
  refused: ReadonlyArray<{ reason: string }>;
  extra?: readonly string[];
}): ScanOutcome {
  if (refused.some((refusal) => !ALREADY_DONE.has(refusal.reason))) return 'error';
  if (refused.length > 0 || extra.length > 0) return 'duplicate';
  return 'saved';
}
