import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { changeStationSettings, getStationSettings, useStationSettings } from '../station-settings';
import { connectScale, hasWebSerial, reconnectScale, type ScaleConnection } from './serial-scale';

export type ScaleState = 'unsupported' | 'off' | 'connecting' | 'on' | 'failed';

/** The port's last close: a new open waits for it (a port cannot be opened while it is closing). */
let closing: Promise<void> = Promise.resolve();

/**
 * The station's scale: "Жинлүүр холбох" asks for the port once; afterwards each visit opens the
 * remembered port by itself. `onWeight` gets each weight the stability rule takes.
 */
export function useScale(onWeight: (kg: number) => void) {
  const { scaleProtocol: protocol } = useStationSettings();
  const [state, setState] = useState<ScaleState>(() => (hasWebSerial() ? 'off' : 'unsupported'));
  const [lastKg, setLastKg] = useState<number | null>(null);
  const latest = useRef(onWeight);
  useLayoutEffect(() => {
    latest.current = onWeight;
  });
  const connection = useRef<ScaleConnection | null>(null);

  const handle = (kg: number) => {
    setLastKg(kg);
    latest.current(kg);
  };

  const attach = (opened: ScaleConnection) => {
    connection.current = opened;
    setState('on');
    void opened.ended.then(() => {
      if (connection.current !== opened) return;
      connection.current = null;
      setState('off');
    });
  };

  const close = () => {
    const open = connection.current;
    connection.current = null;
    if (open) closing = closing.then(() => open.close());
    return closing;
  };

  // The port granted on an earlier visit opens by itself (and again with another protocol).
  useEffect(() => {
    if (!hasWebSerial() || !getStationSettings().scaleWanted) return;
    let cancelled = false;
    setState('connecting');
    void closing
      .then(() => reconnectScale(protocol, handle))
      .then(
        (opened) => {
          if (cancelled) return void opened?.close();
          if (opened) attach(opened);
          else setState('off');
        },
        () => !cancelled && setState('failed'),
      );
    return () => {
      cancelled = true;
      void close();
    };
  }, [protocol]);

  const connect = async () => {
    setState('connecting');
    try {
      await close();
      const opened = await connectScale(protocol, handle);
      if (!opened) return setState('off');
      attach(opened);
      changeStationSettings(() => ({ scaleWanted: true }));
    } catch (error) {
      // Closing the port picker without a choice is no failure.
      setState(error instanceof DOMException && error.name === 'NotFoundError' ? 'off' : 'failed');
    }
  };

  const disconnect = async () => {
    changeStationSettings(() => ({ scaleWanted: false }));
    setState('off');
    await close();
  };

  return { state, lastKg, connect, disconnect };
}
