import { useState } from 'react';
import type { User } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { EditIcon } from '@/components/icons/icons';
import { useT } from '@/i18n/i18n';
import { useUser } from '../api/get-user';
import { useProfileTexts } from '../texts';
import { EditProfileModal } from './edit-profile-modal';
import * as styles from './profile.css';

/** Family name, given name, email and phone, with the edit modal; shows the stored copy until the API answers. */
export function BaseInfoCard({ storedUser }: { storedUser: User }) {
  const t = useT();
  const texts = useProfileTexts();
  const { data } = useUser(storedUser.id);
  const user = data ?? storedUser;
  const [editing, setEditing] = useState(false);

  const facts = [
    { label: t('profile.lastName'), value: user.lastName },
    { label: t('profile.firstName'), value: user.firstName },
    { label: t('profile.email'), value: user.email },
    { label: texts.phone, value: user.phone },
  ];

  return (
    <Card aria-labelledby="base-info-title">
      <div className={styles.cardHeader}>
        <h2 id="base-info-title" className={styles.cardTitle}>
          {t('profile.info')}
        </h2>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <EditIcon size={18} />
          {t('profile.edit')}
        </Button>
      </div>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className={styles.factLabel}>{fact.label}</dt>
            <dd className={styles.factValue}>{fact.value || texts.notSet}</dd>
          </div>
        ))}
      </dl>
      {editing ? <EditProfileModal userId={storedUser.id} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
