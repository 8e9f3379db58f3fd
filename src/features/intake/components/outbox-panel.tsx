import { Button } from '@/components/button/button';
import { intakeCatalogue } from '@/i18n/catalogues/intake';
import { useT } from '@/i18n/i18n';
import { dismissRefused, type OutboxSnapshot } from '../lib/intake-outbox';
import * as intakeStyles from './intake.css';
import * as styles from '@/components/staff/staff.css';

/** "N хадгалагдаагүй" while scans wait offline, and the scans the server refused when they arrived, each with its reason. */
export function OutboxPanel({ outbox, userId, onSend }: { outbox: OutboxSnapshot; userId: number; onSend: () => void }) {
  const t = useT(intakeCatalogue);
  if (outbox.unsent.length === 0 && outbox.refused.length === 0) return null;
  return (
    <div className={`${styles.stack} ${styles.full}`}>
      {outbox.unsent.length > 0 ? (
        <div className={intakeStyles.unsent} role="status" data-testid="unsent">
          <span>{t('intake.unsent', { count: outbox.unsent.length })}</span>
          <span className={styles.hint}>{t('intake.unsentHint')}</span>
          <Button variant="outline" size="sm" onClick={onSend}>
            {t('intake.sendNow')}
          </Button>
        </div>
      ) : null}
      {outbox.refused.length > 0 ? (
        <section aria-label={t('intake.refused')}>
          <h2 className={styles.sectionTitle}>{t('intake.refused')}</h2>
          <p className={styles.hint}>{t('intake.refusedHint')}</p>
          <ul className={styles.list}>
            {outbox.refused.map((scan) => (
              <li key={scan.clientId} className={styles.scanRow} data-state="failed">
                <span className={styles.wholeCode}>{scan.body.trackCode}</span>
                <span className={`${styles.errorText} ${styles.full}`}>{scan.message}</span>
                <Button
                  variant="outline"
                  size="sm"
                  className={styles.rowAction}
                  aria-label={`${t('intake.dismiss')}: ${scan.body.trackCode}`}
                  onClick={() => void dismissRefused(scan.clientId, userId)}
                >
                  {t('intake.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
