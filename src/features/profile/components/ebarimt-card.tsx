import { useState, type FormEvent } from 'react';
import { consumerNoSchema, type SavedCompany, type User } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { FactList } from '@/components/fact-list/fact-list';
import { EditIcon } from '@/components/icons/icons';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { TextField } from '@/components/text-field/text-field';
import { TinField } from '@/components/tin-field/tin-field';
import { useCompanyLookup } from '@/data/ebarimt/company';
import { useUser } from '@/data/session/get-user';
import { useUpdateUser } from '@/data/session/update-user';
import { accountCatalogue } from '@/i18n/catalogues/account';
import { ebarimtCatalogue } from '@/i18n/catalogues/ebarimt';
import { useT } from '@/i18n/i18n';
import { succeedAndClose } from '@/lib/toast';
import { formStack } from '@/styles/form.css';
import * as styles from './profile.css';

/**
 * The e-barimt in the profile: the person's consumer number (their receipts then land in their
 * e-barimt account) and the company saved for B2B receipts, checked with the tax authority.
 */
export function EbarimtCard({ storedUser }: { storedUser: User }) {
  const t = useT(ebarimtCatalogue);
  const ta = useT(accountCatalogue);
  const { data } = useUser(storedUser.id);
  const user = data ?? storedUser;
  const [editing, setEditing] = useState(false);
  const facts = [
    { label: t('ebarimt.consumerNo'), value: user.ebarimtConsumerNo || ta('account.notSet') },
    {
      label: t('ebarimt.savedCompany'),
      value: user.company ? `${user.company.name} · ${user.company.regNo}` : ta('account.notSet'),
    },
  ];
  return (
    <Card
      title={t('ebarimt.title')}
      action={
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <EditIcon size={18} />
          {ta('profile.edit')}
        </Button>
      }
    >
      <FactList facts={facts} layout="grid" />
      {user.ebarimtConsumerNo ? <p className={styles.cardHint}>{t('ebarimt.auto')}</p> : null}
      {editing ? <EbarimtModal user={user} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}

type CheckedValues =
  | { ok: true; consumerError: null; companyMissing: false; ebarimtConsumerNo: string | null; company: SavedCompany | null }
  | { ok: false; consumerError: string | null; companyMissing: boolean };

/** An empty field removes the number; a company is saved with the name the tax authority gave it, never a guess. */
function checkEbarimtValues(consumerNo: string, regNo: string, lookup: ReturnType<typeof useCompanyLookup>): CheckedValues {
  const typedConsumerNo = consumerNo.trim();
  const checked = typedConsumerNo ? consumerNoSchema.safeParse(typedConsumerNo) : null;
  const consumerError = checked && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;
  const typedRegNo = regNo.trim();
  const company = typedRegNo && lookup.state === 'found' ? { regNo: typedRegNo, name: lookup.company.name } : null;
  const companyMissing = typedRegNo !== '' && company === null;
  if (consumerError !== null || companyMissing) return { ok: false, consumerError, companyMissing };
  return { ok: true, consumerError: null, companyMissing: false, ebarimtConsumerNo: checked?.success ? checked.data : null, company };
}

function EbarimtModal({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT(ebarimtCatalogue);
  const ta = useT(accountCatalogue);
  const update = useUpdateUser();
  const [consumerNo, setConsumerNo] = useState(user.ebarimtConsumerNo ?? '');
  const [consumerError, setConsumerError] = useState<string | null>(null);
  const [regNo, setRegNo] = useState(user.company?.regNo ?? '');
  const lookup = useCompanyLookup(regNo);
  const [companyError, setCompanyError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkEbarimtValues(consumerNo, regNo, lookup);
    setConsumerError(checked.consumerError);
    setCompanyError(checked.companyMissing ? t('ebarimt.confirmFirst') : null);
    if (!checked.ok) return;
    const { ebarimtConsumerNo, company } = checked;
    update.mutate(
      {
        id: user.id,
        body: {
          firstName: user.firstName,
          lastName: user.lastName,
          phone: user.phone,
          email: user.email ?? '',
          ebarimtConsumerNo,
          company,
        },
      },
      // A refusal is toasted by the query client, like every other.
      { onSuccess: succeedAndClose(t('ebarimt.saved'), onClose) },
    );
  };

  return (
    <Modal title={t('ebarimt.edit')} onClose={onClose}>
      <form className={formStack} onSubmit={save} noValidate>
        <div>
          <TextField
            label={t('ebarimt.consumerNo')}
            name="ebarimtConsumerNo"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={consumerNo}
            error={consumerError}
            onChange={(event) => {
              setConsumerNo(event.target.value);
              setConsumerError(null);
            }}
          />
          <p className={styles.hint}>{t('ebarimt.auto')}</p>
        </div>
        <div>
          <TinField
            label={t('ebarimt.companyTin')}
            value={regNo}
            onChange={(typed) => {
              setRegNo(typed);
              setCompanyError(null);
            }}
            lookup={lookup}
          />
          {companyError && lookup.state !== 'missing' && lookup.state !== 'failed' ? (
            <p className={styles.error} role="alert">
              {companyError}
            </p>
          ) : (
            <p className={styles.hint}>{t('ebarimt.companyHint')}</p>
          )}
          {regNo ? (
            <Button variant="outline" size="sm" onClick={() => setRegNo('')}>
              {t('ebarimt.removeCompany')}
            </Button>
          ) : null}
        </div>
        <ModalActions onCancel={onClose} label={ta('profile.save')} pending={update.isPending} />
      </form>
    </Modal>
  );
}
