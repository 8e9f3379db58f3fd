import { createPersistedStore } from '@/lib/persisted-store';

/** Label sizes in millimetres (width × height): thermal label printers' common rolls. */
export const LABEL_SIZES = {
  '58x40': { width: 58, height: 40 },
  '40x30': { width: 40, height: 30 },
  '100x150': { width: 100, height: 150 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
export const DEFAULT_LABEL_SIZE: LabelSize = '58x40';

export const isLabelSize = (value: unknown): value is LabelSize => typeof value === 'string' && value in LABEL_SIZES;

export interface LabelSettings {
  size: LabelSize;
  /** "Автоматаар хэвлэх": a label after each intake save. */
  autoPrint: boolean;
}

/** Kept on the device: the printer beside this station decides the size. */
export const labelSettings = createPersistedStore<LabelSettings>({
  key: 'achaa.staff.label',
  empty: { size: DEFAULT_LABEL_SIZE, autoPrint: false },
  read: (stored) => {
    const value = (stored ?? {}) as Partial<LabelSettings>;
    return { size: isLabelSize(value.size) ? value.size : DEFAULT_LABEL_SIZE, autoPrint: value.autoPrint === true };
  },
});
