import { useEffect, useId, useState } from 'react';
import { Card } from '@/components/card/card';
import { useStoredUser } from '@/data/session/stored-user';
import { notifyCatalogue } from '@/i18n/catalogues/notify';
import { useLocale, useT } from '@/i18n/i18n';
import { notify } from '@/lib/toast';
import { readPushState, turnPushOff, turnPushOn, type PushState } from '../push-permission';
import * as styles from './notifications.css';

const hints = {
  on: 'notify.stateOn',
  off: 'notify.stateOff',
  denied: 'notify.stateDenied',
  unavailable: 'notify.unavailable',
  unsupported: 'notify.unsupported',
} as const satisfies Record<PushState, string>;

/** "Мэдэгдэл": the switch for this browser's push notifications and what the browser allows. */
export function NotificationsCard() {
  const t = useT(notifyCatalogue);
  const locale = useLocale();
  const labelId = useId();
  const hintId = useId();
  // The card sits on signed-in screens only; 0 never matches a remembered owner.
  const userId = useStoredUser()?.id ?? 0;
  const [state, setState] = useState<PushState | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    void readPushState(userId).then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, [userId]);

  const toggle = async () => {
    setPending(true);
    try {
      setState(state === 'on' ? await turnPushOff() : await turnPushOn(userId, locale));
    } catch {
      notify.error(t('notify.failed'));
      setState(await readPushState(userId));
    } finally {
      setPending(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <Card title={t('notify.title')}>
      <div className={styles.row}>
        <span id={labelId} className={styles.label}>
          {t('notify.switchLabel')}
        </span>
        <button
          type="button"
          role="switch"
          className={styles.toggle}
          aria-checked={state === 'on'}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={pending}
          disabled={!usable || pending}
          onClick={() => void toggle()}
        />
      </div>
      <p id={hintId} className={styles.hint} role="status">
        {state ? t(hints[state]) : null}
      </p>
    </Card>
  );
}
