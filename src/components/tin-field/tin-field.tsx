import { TIN_MAX_DIGITS } from '@contract';
import { TextField } from '@/components/text-field/text-field';
import { ebarimtCatalogue } from '@/i18n/catalogues/ebarimt';
import { useT } from '@/i18n/i18n';
import * as styles from './tin-field.css';

/** What the tax authority answered for the typed number (the data layer's useCompanyLookup gives it). */
export type CompanyLookupShown =
  | { state: 'idle' | 'looking' }
  | { state: 'found'; company: { name: string; tin: string } }
  | { state: 'missing' | 'failed'; message: string };

/**
 * The company's register number or taxpayer number (ТТД) for a B2B e-barimt, on the customer's pay
 * dialog and at the counter, with the company's name the tax authority gives for it, so a person
 * confirms whose receipt it is before it goes out.
 */
export function TinField({
  label,
  value,
  onChange,
  lookup,
  className,
}: {
  label: string;
  value: string;
  onChange: (tin: string) => void;
  lookup?: CompanyLookupShown;
  className?: string;
}) {
  const t = useT(ebarimtCatalogue);
  const error = lookup && (lookup.state === 'missing' || lookup.state === 'failed') ? lookup.message : null;
  return (
    <div className={[styles.stack, className].filter(Boolean).join(' ')}>
      <TextField
        label={label}
        name="customerTin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={TIN_MAX_DIGITS}
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      <div role="status" aria-live="polite">
        {lookup?.state === 'looking' ? <p className={styles.looking}>{t('ebarimt.looking')}</p> : null}
        {lookup?.state === 'found' ? (
          <p className={styles.company} data-testid="company-found">
            <span className={styles.companyLabel}>{t('ebarimt.company')}</span>
            <span className={styles.companyName}>{lookup.company.name}</span>
            <span className={styles.companyTin}>{t('ebarimt.tin', { tin: lookup.company.tin })}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
