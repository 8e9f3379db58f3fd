import { getStationSettings } from './station-settings';

/*
 * What a scan sounds and feels like, so a worker looking at the box, not the screen, knows at once:
 * a short high tone for saved, two low tones for a duplicate, a long low tone for an error. Tones
 * come from Web Audio (no sound files to load or cache), and phones also vibrate. The mute switch
 * (station settings) silences the tones, not the colour flash.
 */

export type ScanOutcome = 'saved' | 'duplicate' | 'error';

type Tone = { hz: number; ms: number; gapMs?: number };

const TONES: Record<ScanOutcome, Tone[]> = {
  saved: [{ hz: 1760, ms: 90 }],
  duplicate: [
    { hz: 330, ms: 120, gapMs: 80 },
    { hz: 330, ms: 120 },
  ],
  error: [{ hz: 180, ms: 650 }],
};

const VIBRATIONS: Record<ScanOutcome, number[]> = { saved: [40], duplicate: [70, 60, 70], error: [400] };

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  // Browsers start it suspended until a gesture; every scan follows a key press or a tap.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function play(tones: Tone[]) {
  const ctx = audio();
  if (!ctx) return;
  let at = ctx.currentTime;
  for (const { hz, ms, gapMs = 0 } of tones) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = hz;
    // A short fade in and out: a square wave cut hard clicks.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.15, at + 0.005);
    gain.gain.setValueAtTime(0.15, at + ms / 1000 - 0.01);
    gain.gain.linearRampToValueAtTime(0, at + ms / 1000);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += (ms + gapMs) / 1000;
  }
}

/** Sounds (unless muted) and vibrates (where the device can) for one scan's outcome. */
export function signalScan(outcome: ScanOutcome, { muted }: { muted: boolean }) {
  if (!muted) {
    try {
      play(TONES[outcome]);
    } catch {
      // No audio device: the flash still says it.
    }
  }
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATIONS[outcome]);
}

/** A scan elsewhere on the staff screen (the trips' scan field): this station's mute switch applies. */
export const signalStationScan = (outcome: ScanOutcome) => signalScan(outcome, { muted: getStationSettings().muted });
