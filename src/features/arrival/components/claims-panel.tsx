import { useState } from 'react';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Modal } from '@/components/modal/modal';
import { ModalActions } from '@/components/modal/modal-actions';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { useApproveClaim, useRefuseClaim, useStaffClaims, type StaffClaim } from '@/data/claims/staff-arrival';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { notify } from '@/lib/toast';
import * as styles from '@/components/staff/staff.css';

/** Customers' claims on unclaimed parcels: rival claims side by side; approving one refuses the others. */
export function ClaimsPanel() {
  const t = useT(arrivalCatalogue);
  const claims = useStaffClaims();
  return (
    <Card title={t('arrival.staffClaims')}>
      {claims.isPending ? <Spinner /> : null}
      {claims.data?.length === 0 ? <p className={styles.hint}>{t('arrival.staffClaimsEmpty')}</p> : null}
      {claims.data?.length ? (
        <ul className={styles.list} aria-label={t('arrival.staffClaims')}>
          {claims.data.map((claim) => (
            <ClaimRow key={claim.id} claim={claim} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function ClaimRow({ claim }: { claim: StaffClaim }) {
  const t = useT(arrivalCatalogue);
  const approve = useApproveClaim();
  const refuse = useRefuseClaim();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A parcel given away cannot be taken back from the screen: the phone it goes to is named and confirmed first.
  const approveIt = () =>
    approve.mutate(claim.id, {
      onSuccess: (given) => notify.success(t('arrival.staffApproved', { code: given.trackCode, phone: given.phone })),
      onSettled: () => setConfirming(false),
    });
  const refuseIt = () => {
    if (!reason.trim()) return setError(t('arrival.staffRefuseReason'));
    refuse.mutate({ id: claim.id, reason: reason.trim() }, { onSuccess: () => notify.success(t('arrival.staffRefused')) });
  };
  return (
    <li className={styles.claimRow}>
      <span className={styles.claimText}>
        <span className={styles.code}>{claim.trackCode}</span>
        <span className={styles.name}>
          {claim.name} · {claim.phone}
        </span>
        <span className={styles.meta}>
          {formatDate(claim.arrivedAt)}
          {claim.description ? ` · ${claim.description}` : ''}
          {claim.rivals > 0 ? ` · ${t('arrival.staffRivals', { count: claim.rivals })}` : ''}
        </span>
        {refusing ? (
          <TextField
            label={t('arrival.staffRefuseReason')}
            value={reason}
            maxLength={200}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
      </span>
      <span className={styles.rowActions}>
        <Button pending={approve.isPending} onClick={() => setConfirming(true)}>
          {t('arrival.staffApprove')}
        </Button>
        <Button variant="outline" pending={refuse.isPending} onClick={refusing ? refuseIt : () => setRefusing(true)}>
          {t('arrival.staffRefuse')}
        </Button>
      </span>
      {confirming ? (
        <Modal title={t('arrival.staffApproveTitle')} onClose={() => setConfirming(false)}>
          <p>{t('arrival.staffApproveConfirm', { code: claim.trackCode, phone: claim.phone, name: claim.name })}</p>
          <ModalActions
            onCancel={() => setConfirming(false)}
            label={t('arrival.staffApprove')}
            pending={approve.isPending}
            onConfirm={approveIt}
          />
        </Modal>
      ) : null}
    </li>
  );
}
