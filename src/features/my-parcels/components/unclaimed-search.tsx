import { useState, type FormEvent } from 'react';
import { CODE_END_MIN, codeEndMessage } from '@contract/arrival-calls';
import { TRACK_CODE_MAX_LENGTH } from '@contract/track-code';
import { SubmitButton } from '@/components/button/submit-button';
import { TextField } from '@/components/text-field/text-field';
import { useClaimParcel, useFindUnclaimed, useMyClaims, type CustomerClaim } from '@/data/claims/claims';
import { arrivalCatalogue } from '@/i18n/catalogues/arrival';
import { useT } from '@/i18n/i18n';
import { formatDate } from '@/lib/format';
import { toApiError } from '@/lib/http';
import { notify } from '@/lib/toast';
import * as styles from './my-parcels.css';

/**
 * "Эзэнгүй ачаа хайх": a parcel that came without a phone is found by the end of its code (never a
 * listing), shown with its code masked but for that end, and claimed by typing the whole code (the
 * shop gave it to its buyer; six digits alone must not be enough); staff decide, and the customer's
 * claims show how it went.
 */
export function UnclaimedSearch() {
  const t = useT(arrivalCatalogue);
  const [codeEnd, setCodeEnd] = useState('');
  const [error, setError] = useState<string | undefined>();
  const find = useFindUnclaimed();
  const claims = useMyClaims();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const value = codeEnd.trim();
    if (value.length < CODE_END_MIN) return setError(codeEndMessage);
    setError(undefined);
    find.mutate(value, { onError: (failure) => setError(toApiError(failure).message) });
  };

  return (
    <section className={styles.addForm} aria-labelledby="unclaimed-title">
      <h2 id="unclaimed-title" className={styles.addTitle}>
        {t('arrival.unclaimedTitle')}
      </h2>
      <p className={styles.note}>{t('arrival.unclaimedHint')}</p>
      <form className={styles.searchRow} onSubmit={search} noValidate>
        <TextField
          label={t('arrival.unclaimedCodeEnd')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={TRACK_CODE_MAX_LENGTH}
          name="codeEnd"
          value={codeEnd}
          error={error}
          onChange={(event) => setCodeEnd(event.target.value)}
        />
        <SubmitButton pending={find.isPending} label={t('arrival.unclaimedSearch')} />
      </form>
      {find.data?.length === 0 ? <p className={styles.note}>{t('arrival.unclaimedNone')}</p> : null}
      {find.data?.length ? (
        <ul className={styles.foundList}>
          {find.data.map((parcel) => (
            <li key={`${parcel.maskedCode} ${parcel.arrivedAt}`} className={styles.claimItem}>
              <span className={styles.trackCode}>{parcel.maskedCode}</span>
              <span className={styles.note}>{t('arrival.unclaimedArrived', { date: formatDate(parcel.arrivedAt) })}</span>
              {parcel.description ? <span>{parcel.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {find.data?.length ? <ClaimByFullCode /> : null}
      {claims.data?.length ? <MyClaims claims={claims.data} /> : null}
    </section>
  );
}

/** A claim names the whole code: the search showed only its end. */
function ClaimByFullCode() {
  const t = useT(arrivalCatalogue);
  const [trackCode, setTrackCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const claim = useClaimParcel();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = trackCode.trim().toUpperCase();
    if (!value) return setError(t('arrival.unclaimedFullCodeHint'));
    setError(undefined);
    claim.mutate(value, {
      onSuccess: () => {
        setTrackCode('');
        notify.success(t('arrival.unclaimedClaimed'));
      },
      onError: (failure) => setError(toApiError(failure).message),
    });
  };
  return (
    <>
      <p className={styles.note}>{t('arrival.unclaimedFullCodeHint')}</p>
      <form className={styles.searchRow} onSubmit={submit} noValidate>
        <TextField
          label={t('arrival.unclaimedFullCode')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={TRACK_CODE_MAX_LENGTH}
          name="trackCode"
          value={trackCode}
          error={error}
          onChange={(event) => setTrackCode(event.target.value)}
        />
        <SubmitButton pending={claim.isPending} label={t('arrival.unclaimedClaim')} />
      </form>
    </>
  );
}

function MyClaims({ claims }: { claims: CustomerClaim[] }) {
  const t = useT(arrivalCatalogue);
  const stateText = (claim: CustomerClaim) =>
    claim.state === 'OPEN'
      ? t('arrival.claimOpen')
      : claim.state === 'APPROVED'
        ? t('arrival.claimApproved')
        : t('arrival.claimRefused', { reason: claim.reason ?? '' });
  return (
    <>
      <h3 className={styles.addTitle}>{t('arrival.claimsMine')}</h3>
      <ul className={styles.foundList} aria-label={t('arrival.claimsMine')}>
        {claims.map((claim) => (
          <li key={claim.id} className={styles.claimItem}>
            <span className={styles.trackCode}>{claim.trackCode}</span>
            <span>{stateText(claim)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
