import type { ComponentPropsWithRef, KeyboardEvent, MouseEvent } from 'react';
import { FieldFrame } from '@/components/field-frame/field-frame';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import * as fieldStyles from '@/components/field-frame/field-frame.css';
import { formatDate } from '@/lib/format';
import * as styles from './date-field.css';

export type DateFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'min' | 'max'> & {
  label: string;
  /** The chosen day as `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** The day chosen, as `YYYY-MM-DD`; '' when the person clears the field. */
  onChange: (value: string) => void;
  /** The first and last days that can be chosen, as `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  error?: string | null;
};

/** What the field shows when no day is chosen: the shape of one, in no language. */
const NO_DATE = '––––/––/––';

/** The native picker, where a click on the field does not open it by itself (Chromium on a desk) or from the keyboard. */
function openPicker(input: HTMLInputElement) {
  try {
    input.showPicker?.();
  } catch {
    // Not allowed here (no user gesture, a cross-origin frame): the keyboard still edits the date.
  }
}

/**
 * A day, shown as the app writes dates (`2026/11/27`) whatever the phone's language, chosen with
 * the browser's own picker: the native date input lies transparent over the shown text, so a tap
 * opens Android's calendar and a click opens the desktop's, and the label, keyboard and screen
 * readers work on a real date input. Space opens the picker too.
 */
export function DateField({ label, error, className, value, onChange, onClick, onKeyDown, ...props }: DateFieldProps) {
  const shown = value ? formatDate(`${value}T12:00:00`) : '';
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <div className={styles.wrapper}>
          <input
            type="date"
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onClick={(event: MouseEvent<HTMLInputElement>) => {
              onClick?.(event);
              if (!event.defaultPrevented) openPicker(event.currentTarget);
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              onKeyDown?.(event);
              if (event.key === ' ' && !event.defaultPrevented) {
                event.preventDefault();
                openPicker(event.currentTarget);
              }
            }}
            {...control}
            {...props}
          />
          <span className={`${fieldStyles.control} ${styles.shown}`} aria-hidden="true">
            <span className={shown ? undefined : styles.empty}>{shown || NO_DATE}</span>
            <CalendarIcon size={20} className={styles.icon} />
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
