import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHODS } from '@contract';
import { Card } from '@/components/card/card';
import { myWorkQueryOptions } from '@/data/counter/my-work';
import { counterCatalogue } from '@/i18n/catalogues/counter';
import { useT } from '@/i18n/i18n';
import { formatTugrik } from '@/lib/format';
import { FigureList } from './figure-list';
import * as styles from '@/components/staff/staff.css';

/** "Миний ажил": what the signed-in staff member did on the report's day (their own rows only; the server keys them on the session). */
export function MyWorkCard({ date }: { date: string }) {
  const counter = useT(counterCatalogue);
  const t = useT();
  const { data } = useQuery(myWorkQueryOptions(date));
  if (!data) return null;
  const figures = [
    ...data.moves.map((move) => ({ label: t(`status.${move.status}`), value: String(move.parcels) })),
    ...(data.handovers > 0
      ? [{ label: counter('counter.handovers'), value: `${data.handovers} · ${counter('counter.waitingCount', { count: data.parcels })}` }]
      : []),
    ...PAYMENT_METHODS.filter((method) => data.collected[method] > 0).map((method) => ({
      label: counter(`counter.${method}`),
      value: formatTugrik(data.collected[method]),
    })),
  ];
  return (
    <Card title={counter('counter.myWork')}>
      {figures.length === 0 ? <p className={styles.hint}>{counter('counter.myWorkNone')}</p> : <FigureList figures={figures} />}
    </Card>
  );
}
