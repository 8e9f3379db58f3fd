import { useEffect, useRef } from 'react';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { labelCatalogue } from '@/i18n/catalogues/labels';
import { useT } from '@/i18n/i18n';
import * as styles from './photo.css';

/** The video's current frame, taken before the stream stops with the dialog. */
function frameOf(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')!.drawImage(video, 0, 0);
  return canvas;
}

type CameraCaptureProps = { onCapture: (frame: HTMLCanvasElement) => void; onFail: () => void; onClose: () => void };

/**
 * The camera in the page (getUserMedia): the back camera on a phone, the webcam on a laptop. "Авах"
 * hands the frame over to be scaled; the stream stops when the dialog closes.
 */
export function CameraCapture({ onCapture, onFail, onClose }: CameraCaptureProps) {
  const t = useT(labelCatalogue);
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1600 } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (stopped) return opened.getTracks().forEach((track) => track.stop());
        if (videoRef.current) videoRef.current.srcObject = opened;
      })
      .catch(onFail);
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onFail]);
  return (
    <Modal title={t('label.takePhoto')} onClose={onClose}>
      <video ref={videoRef} className={styles.video} autoPlay playsInline muted />
      <div className={styles.actions}>
        <Button onClick={() => videoRef.current && videoRef.current.readyState >= 2 && onCapture(frameOf(videoRef.current))}>
          {t('label.capture')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('label.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
