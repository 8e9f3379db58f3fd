import type { Page } from 'playwright-core';
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';

/** `luma`: one grey level a pixel, row by row, as base64. */
type GreyImage = { width: number; height: number; luma: string };

/** A label's barcode (its SVG markup) drawn on a white canvas in the page, as grey levels for zxing. */
async function barcodePixels(page: Page, svgMarkup: string): Promise<GreyImage> {
  return page.evaluate(async (markup) => {
    const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement as unknown as SVGSVGElement;
    const { width: boxWidth, height: boxHeight } = svg.viewBox.baseVal;
    const scale = 3;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(boxWidth * scale);
    canvas.height = Math.round(boxHeight * scale);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const luma = new Uint8Array(canvas.width * canvas.height);
    for (let pixel = 0; pixel < luma.length; pixel += 1) {
      const index = pixel * 4;
      luma[pixel] = Math.round((data[index]! * 299 + data[index + 1]! * 587 + data[index + 2]! * 114) / 1000);
    }
    // As one base64 string: Playwright hands back an array of numbers element by element, which took
    // seconds a label (most of intake-station.e2e.ts's time); a string crosses over at once.
    let binary = '';
    for (let start = 0; start < luma.length; start += 0x8000) binary += String.fromCharCode(...luma.subarray(start, start + 0x8000));
    return { width: canvas.width, height: canvas.height, luma: btoa(binary) };
  }, svgMarkup);
}

function decodeCode128({ width, height, luma }: GreyImage): string {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(new Uint8ClampedArray(Buffer.from(luma, 'base64')), width, height)),
  );
  return reader.decode(bitmap, hints).getText();
}

/** What a barcode reader reads from a label's barcode SVG, as a scanner at the counter would. */
export async function readLabelBarcode(page: Page, svgMarkup: string): Promise<string> {
  return decodeCode128(await barcodePixels(page, svgMarkup));
}

/** The barcode SVG of the label shown on the page (`data-testid="label-barcode"`). */
export function shownLabelBarcode(page: Page): Promise<string> {
  return page.getByTestId('label-barcode').evaluate((box) => box.querySelector('svg')!.outerHTML);
}

/** A small real JPEG, made by the browser's own encoder (what the station's camera path sends). */
export async function jpegFrom(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c84';
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
