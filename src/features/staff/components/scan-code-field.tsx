import { TextField, type TextFieldProps } from '@/components/text-field/text-field';
import { staffCatalogue } from '@/i18n/catalogues/staff';
import { useT } from '@/i18n/i18n';
import * as styles from './staff.css';

/**
 * The tracking-code field a barcode scanner types into: focused on arrival, no autocorrect or
 * suggestions that would mangle a code, capitals on phone keyboards.
 */
export function ScanCodeField({ className, ...props }: Omit<TextFieldProps, 'label'>) {
  const t = useT(staffCatalogue);
  return (
    <TextField
      className={[styles.codeInput, className].filter(Boolean).join(' ')}
      label={t('staff.trackCode')}
      autoFocus
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
