import { useState } from 'react';
import type { User } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { FactList } from '@/components/fact-list/fact-list';
import { EditIcon } from '@/components/icons/icons';
import { useUser } from '@/data/session/get-user';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { useT } from '@/i18n/i18n';
import { EditProfileModal } from './edit-profile-modal';

/** Family name, given name, email and phone, with the edit modal; shows the stored copy until the API answers. */
export function BaseInfoCard({ storedUser }: { storedUser: User }) {
  const t = useT(accountCatalogue);
  const { data } = useUser(storedUser.id);
  const user = data ?? storedUser;
  const [editing, setEditing] = useState(false);

  const facts = [
    { label: t('profile.lastName'), value: user.lastName },
    { label: t('profile.firstName'), value: user.firstName },
    { label: t('profile.email'), value: user.email },
    { label: t('account.phone'), value: user.phone },
  ].map((fact) => ({ ...fact, value: fact.value || t('account.notSet') }));

  return (
    <Card
      title={t('profile.info')}
      action={
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <EditIcon size={18} />
          {t('profile.edit')}
        </Button>
      }
    >
      <FactList facts={facts} layout="grid" />
      {editing ? <EditProfileModal userId={storedUser.id} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
