import type { KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '@/components/text-field/text-field';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import { typeAtCaret, typedByPosition } from '../lib/physical-keys';
import * as styles from '@/components/staff/staff.css';

/**
 * The tracking-code field a barcode scanner types into: focused on arrival, no autocorrect or
 * suggestions that would mangle a code, capitals on phone keyboards. Keys are read by position
 * (`KeyboardEvent.code`), so a scanner on a computer set to the Mongolian Cyrillic layout still
 * types `YT1234`, not `НЕ№-"₮`.
 */
export function ScanCodeField({ className, onKeyDown, ...props }: Omit<TextFieldProps, 'label'>) {
  const t = useT(staffCatalogue);
  const readByPosition = (event: KeyboardEvent<HTMLInputElement>) => {
    const latin = typedByPosition(event);
    if (latin !== null) {
      event.preventDefault();
      typeAtCaret(event.currentTarget, latin);
      return;
    }
    onKeyDown?.(event);
  };
  return (
    <TextField
      className={[styles.codeInput, className].filter(Boolean).join(' ')}
      label={t('staff.trackCode')}
      autoFocus
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      onKeyDown={readByPosition}
      {...props}
    />
  );
}
