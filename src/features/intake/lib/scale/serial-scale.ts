import { createScaleReader, TOLEDO_WEIGHT_REQUEST, type ScaleProtocol } from './scale-protocol';

/*
 * A scale on a USB or serial port, through Web Serial (Chromium on desktops). The worker picks the
 * port once ("Жинлүүр холбох"); the browser remembers the grant, so later visits open the same port
 * from `getPorts()` without asking. Only what this module uses of the API is typed here (the DOM
 * library has no Web Serial types).
 */

interface SerialPortLike {
  open(options: { baudRate: number; dataBits?: number; parity?: 'none' | 'even' | 'odd'; stopBits?: number }): Promise<void>;
  close(): Promise<void>;
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
}

interface SerialLike {
  requestPort(options?: object): Promise<SerialPortLike>;
  getPorts(): Promise<SerialPortLike[]>;
}

const serialOf = (): SerialLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { serial?: SerialLike }).serial;

export const hasWebSerial = () => serialOf() !== undefined;

/** The line settings each protocol's scales ship with: the ASCII stream at 9600 8N1, the 8217 at 9600 7E1. */
const LINE_SETTINGS = {
  ascii: { baudRate: 9600, dataBits: 8, parity: 'none', stopBits: 1 },
  toledo8217: { baudRate: 9600, dataBits: 7, parity: 'even', stopBits: 1 },
} as const;

/** How often the 8217 scale is asked for its weight. */
const TOLEDO_POLL_MS = 400;

export interface ScaleConnection {
  close(): Promise<void>;
  /** Resolves when the port stops (unplugged, closed). */
  ended: Promise<void>;
}

/** Opens `port` and hands each weight the stability rule takes to `onWeight`. */
async function readPort(port: SerialPortLike, protocol: ScaleProtocol, onWeight: (kg: number) => void): Promise<ScaleConnection> {
  await port.open(LINE_SETTINGS[protocol]);
  const reader = port.readable?.getReader();
  if (!reader) throw new Error('The port cannot be read');
  const read = createScaleReader(protocol);
  let closed = false;
  let poll: ReturnType<typeof setInterval> | undefined;
  if (protocol === 'toledo8217' && port.writable) {
    const writer = port.writable.getWriter();
    poll = setInterval(() => void writer.write(TOLEDO_WEIGHT_REQUEST).catch(() => undefined), TOLEDO_POLL_MS);
  }
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        if (value) read(value).forEach(onWeight);
      }
    } catch {
      // Unplugged or a framing error the browser gave up on: the connection ends, the typed weight stays.
    } finally {
      clearInterval(poll);
      reader.releaseLock();
    }
  })();
  return {
    ended,
    async close() {
      closed = true;
      clearInterval(poll);
      await reader.cancel().catch(() => undefined);
      await ended;
      await port.close().catch(() => undefined);
    },
  };
}

/** Asks the worker to pick the scale's port (needs a click), then reads it. */
export async function connectScale(protocol: ScaleProtocol, onWeight: (kg: number) => void): Promise<ScaleConnection | null> {
  const serial = serialOf();
  if (!serial) return null;
  const port = await serial.requestPort({});
  return readPort(port, protocol, onWeight);
}

/** Opens the port granted on an earlier visit, without asking; null when there is none. */
export async function reconnectScale(protocol: ScaleProtocol, onWeight: (kg: number) => void): Promise<ScaleConnection | null> {
  const serial = serialOf();
  const [port] = serial ? await serial.getPorts() : [];
  return port ? readPort(port, protocol, onWeight) : null;
}
