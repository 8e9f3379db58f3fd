import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ensureOrganization } from '@/data/organization/ensure-organization';
import { labelSettings, type LabelSize } from './label-settings';
import { labelPageCss, ParcelLabel, type LabelParcel } from './parcel-label';

/**
 * Prints one label through the browser's print dialog without leaving the screen: the label is drawn
 * into the page, the page is sized to it and everything else hidden while it prints. With Chrome's
 * `--kiosk-printing` the dialog is skipped and the label goes straight to the default printer.
 */
export function printParcelLabel(parcel: LabelParcel, size: LabelSize, organizationName: string): void {
  const host = document.createElement('div');
  host.setAttribute('data-label-print', '');
  const page = document.createElement('style');
  page.textContent = `${labelPageCss(size)} @media print { body > :not([data-label-print]) { display: none !important; } }`;
  document.head.append(page);
  document.body.append(host);
  const root = createRoot(host);
  try {
    flushSync(() => root.render(<ParcelLabel parcel={parcel} size={size} organizationName={organizationName} />));
    // Blocks until the dialog closes (or at once with kiosk printing): then the page is as it was.
    window.print();
  } finally {
    root.unmount();
    host.remove();
    page.remove();
  }
}

/**
 * What the intake station calls after each save (online, or a queued scan once sent): the label,
 * when "Автоматаар хэвлэх" is on for this device.
 */
export async function afterIntakeSave(parcel: LabelParcel): Promise<void> {
  const { autoPrint, size } = labelSettings.get();
  if (!autoPrint) return;
  const organization = await ensureOrganization();
  printParcelLabel(parcel, size, organization.name);
}
