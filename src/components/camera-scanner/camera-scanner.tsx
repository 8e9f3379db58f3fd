import { useEffect, useRef } from 'react';
import { Button } from '@/components/button/button';
import * as styles from './camera-scanner.css';

/** The Shape Detection API's barcode reader: Chrome on Android has it, most desktops do not. */
type BarcodeReader = { detect: (source: CanvasImageSource) => Promise<Array<{ rawValue: string }>> };
type BarcodeReaderConstructor = new (options?: { formats?: string[] }) => BarcodeReader;

function barcodeReaderClass(): BarcodeReaderConstructor | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { BarcodeDetector?: BarcodeReaderConstructor }).BarcodeDetector;
}

/** Whether the camera button may be offered at all: without BarcodeDetector it is hidden. */
export const canScanBarcodes = () => barcodeReaderClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';

const SCAN_EVERY_MS = 300;

/** The back camera, read a few times a second until a code is seen; the camera stops on close. Used by "Миний ачаа" and the staff's intake on a phone. */
export function CameraScanner({
  onCode,
  onClose,
  hint,
  stopLabel,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
  /** The video's name for screen readers: what to hold before the camera. */
  hint: string;
  stopLabel: string;
}) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const Reader = barcodeReaderClass();
    if (!Reader) return;
    const reader = new Reader();
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          void reader.detect(video.current).then((codes) => {
            const code = codes[0]?.rawValue.trim();
            if (code && !stopped) onCode(code);
          });
        }, SCAN_EVERY_MS);
      })
      .catch(onClose);
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, onClose]);

  return (
    <div className={styles.scanner}>
      <video ref={video} className={styles.scannerVideo} muted playsInline aria-label={hint} />
      <Button variant="outline" onClick={onClose}>
        {stopLabel}
      </Button>
    </div>
  );
}
