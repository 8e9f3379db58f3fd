import { useEffect, useState } from 'react';

/** `text` drawn as a QR code (an SVG, as a data: image the CSP allows), by the `qrcode` package loaded on demand. */
export function useQrImage(text: string | null | undefined): string | null {
  const [image, setImage] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void import('qrcode').then(async (qrcode) => {
      const svg = await qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setImage({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      live = false;
    };
  }, [text]);
  return text && image?.text === text ? image.src : null;
}
