import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { DateRangeFields } from '@/components/date-field/date-range-fields';
import { SelectField } from '@/components/select-field/select-field';
import { Spinner } from '@/components/spinner/spinner';
import { TextField } from '@/components/text-field/text-field';
import { auditQueryOptions, staffAccountsQueryOptions } from '@/data/owner/owner';
import { auditActionCatalogue, auditFieldCatalogue, ownerCatalogue } from '@/i18n/catalogues/owner';
import { useLocale, useT } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { auditChanges, shortName, type AuditChange } from '../lib/audit-changes';
import * as styles from './owner.css';

type Search = { q: string; actor: string; from: string; to: string };
const EMPTY: Search = { q: '', actor: '', from: '', to: '' };

/** A search without its empty fields (the server reads an absent field as "any"). */
const asQuery = (search: Search, offset: number): Record<string, string> =>
  Object.fromEntries(Object.entries({ ...search, ...(offset ? { offset: String(offset) } : {}) }).filter(([, value]) => value !== ''));

/** "Үйлдлийн түүх": who changed what, searched by object (a track code, a phone), person and period. */
export function AuditPanel({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT(ownerCatalogue);
  const [typed, setTyped] = useState<Search>({ ...EMPTY, q: initialQuery });
  const [search, setSearch] = useState<Search>({ ...EMPTY, q: initialQuery });
  const [pages, setPages] = useState(1);
  const accounts = useQuery(staffAccountsQueryOptions());
  const actors = [
    { value: '', label: t('owner.anyone') },
    ...(accounts.data?.list ?? []).map((account) => ({
      value: String(account.id),
      label: `${account.lastName} ${account.firstName} · ${account.phone}`,
    })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPages(1);
    setSearch(typed);
  };
  return (
    <div className={styles.stack}>
      <Card title={t('owner.tabAudit')}>
        <form className={styles.periodFields} onSubmit={submit} noValidate role="search">
          <TextField
            label={t('owner.object')}
            placeholder={t('owner.searchHint')}
            name="q"
            value={typed.q}
            onChange={(event) => setTyped({ ...typed, q: event.target.value })}
          />
          <SelectField
            label={t('owner.actor')}
            name="actor"
            options={actors}
            value={typed.actor}
            onChange={(actor) => setTyped({ ...typed, actor })}
          />
          <DateRangeFields
            range={typed}
            onChange={(range) => setTyped({ ...typed, ...range })}
            labels={{ from: t('owner.from'), to: t('owner.to') }}
          />
          <div>
            <Button type="submit">{t('owner.search')}</Button>
          </div>
        </form>
      </Card>
      {Array.from({ length: pages }, (_, page) => (
        <AuditPage
          key={page}
          search={search}
          offset={page * AUDIT_PAGE_SIZE}
          first={page === 0}
          last={page === pages - 1}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </div>
  );
}

function AuditPage({
  search,
  offset,
  first,
  last,
  onMore,
}: {
  search: Search;
  offset: number;
  first: boolean;
  last: boolean;
  onMore: () => void;
}) {
  const t = useT(ownerCatalogue);
  const { data, isPending } = useQuery(auditQueryOptions(asQuery(search, offset)));
  if (isPending || !data) return <Spinner />;
  return (
    <Card title={first ? t('owner.found', { total: data.total }) : undefined}>
      {data.list.length === 0 ? <p className={styles.meta}>{t('owner.noAudit')}</p> : null}
      <ul className={styles.list}>
        {data.list.map((entry, index) => (
          <AuditRow key={`${entry.at}-${index}`} entry={entry} />
        ))}
      </ul>
      {last && offset + data.list.length < data.total ? (
        <div>
          <Button variant="outline" onClick={onMore}>
            {t('owner.more')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT(ownerCatalogue);
  const ta = useT(auditActionCatalogue);
  const changes = useAuditChanges(entry);
  const who = entry.actor ? shortName(entry.actor.name) || entry.actor.phone : t(entry.via === 'CLI' ? 'owner.cli' : 'owner.system');
  return (
    <li className={styles.listItem}>
      <span>
        <strong>{ta(`auditAction.${entry.action}` as Parameters<typeof ta>[0])}</strong> ·{' '}
        <span className={styles.code}>{entry.object}</span>
      </span>
      <span className={styles.meta}>
        {who} {formatDateTime(entry.at)}
        {entry.actor ? ` (${entry.actor.phone})` : ''}
      </span>
      {changes.length > 0 ? (
        <ul className={styles.changes} aria-label={t('owner.auditChanges')}>
          {changes.map((change) => (
            <li key={change.field} className={styles.change}>
              {change.field}: {change.before ? `${change.before} → ` : ''}
              {change.after || '—'}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The row's changed fields in the current language's words. */
function useAuditChanges(entry: AuditEntry): AuditChange[] {
  const locale = useLocale();
  const tf = useT(auditFieldCatalogue);
  const known = (key: string) => {
    const text = tf(`auditField.${key}` as Parameters<typeof tf>[0]);
    return text === `auditField.${key}` ? undefined : text;
  };
  return auditChanges(entry, {
    locale,
    label: known,
    code: (field, value) => known(`code.${field}.${value}`),
    yes: tf('auditField.yes'),
    no: tf('auditField.no'),
  });
}
