import { useCallback, useRef, useState } from 'react';
import { Button } from '@/components/button/button';
import { useUploadParcelPhoto } from '@/data/parcels/parcel-photos';
import { labelCatalogue } from '@/i18n/catalogues/labels';
import { useT } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import * as staffStyles from '@/components/staff/staff.css';
import { CameraCapture } from './camera-capture';
import { PhotoPickError, scalePhoto } from './scale-photo';
import * as styles from './photo.css';

const hasCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * Taking one photo of a parcel: the camera in the page (getUserMedia) where there is one, and a file
 * picker with `capture` (a phone opens its camera app). Each photo is scaled here before it is sent.
 */
export function PhotoTaker({ trackCode, compact = false }: { trackCode: string; compact?: boolean }) {
  const t = useT(labelCatalogue);
  const upload = useUploadParcelPhoto();
  const [camera, setCamera] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const send = async (source: Blob | HTMLCanvasElement) => {
    let photo: Blob;
    try {
      photo = await scalePhoto(source);
    } catch (error) {
      notify.error(error instanceof PhotoPickError && error.kind === 'tooLarge' ? t('label.photoTooLarge') : t('label.photoNotImage'));
      return;
    }
    // A refusal (the server's Mongolian message) is toasted by the query cache.
    await upload.mutateAsync({ trackCode, photo }).then(
      () => notify.success(t('label.photoSaved')),
      () => undefined,
    );
  };
  const cameraFailed = useCallback(() => {
    setCamera(false);
    notify.error(t('label.cameraUnavailable'));
    fileRef.current?.click();
  }, [t]);
  const withCamera = hasCamera() && !compact;

  return (
    <div className={styles.actions}>
      {withCamera ? (
        <Button variant="secondary" pending={upload.isPending} onClick={() => setCamera(true)}>
          {t('label.takePhoto')}
        </Button>
      ) : null}
      <label className={staffStyles.fileButton} aria-label={`${t('label.takePhoto')}: ${trackCode}`}>
        {withCamera ? t('label.choosePhoto') : t('label.takePhoto')}
        <input
          ref={fileRef}
          className={styles.hiddenInput}
          type="file"
          accept="image/*"
          capture="environment"
          data-testid="photo-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </label>
      {camera ? (
        <CameraCapture
          onFail={cameraFailed}
          onClose={() => setCamera(false)}
          onCapture={(frame) => {
            setCamera(false);
            void send(frame);
          }}
        />
      ) : null}
    </div>
  );
}
