import { useQuery } from '@tanstack/react-query';
import { EBARIMT_STATUSES, type AdminEbarimt, type EbarimtProblem } from '@contract';
import { Button } from '@/components/button/button';
import { Card } from '@/components/card/card';
import { Spinner } from '@/components/spinner/spinner';
import { adminEbarimtQueryOptions, useEbarimtAction } from '@/data/owner/owner';
import { ebarimtCatalogue } from '@/i18n/catalogues/ebarimt';
import { useT } from '@/i18n/i18n';
import { formatDateTime, formatTugrik } from '@/lib/format';
import { notify } from '@/lib/toast';
import { FigureGrid } from './figure-grid';
import * as styles from './owner.css';

/**
 * The owner's e-barimt panel: receipts in each state, PosAPI's lotteries left and last send (with
 * the warnings), "Илгээх" to push the day's data now, and the receipts that wait for a person
 * (pending too long, refused, not taken back), each with its reason and "Дахин оролдох".
 */
export function EbarimtPanel() {
  const t = useT(ebarimtCatalogue);
  const { data } = useQuery(adminEbarimtQueryOptions());
  return <Card title={t('ebarimt.panel')}>{data ? <EbarimtFigures panel={data} /> : <Spinner />}</Card>;
}

function EbarimtFigures({ panel }: { panel: AdminEbarimt }) {
  const t = useT(ebarimtCatalogue);
  const action = useEbarimtAction();
  const figures = [
    ...EBARIMT_STATUSES.map((status) => ({ label: t(`ebarimt.state.${status}`), value: String(panel.receipts[status]) })),
    ...(panel.posapi
      ? [
          { label: t('ebarimt.leftLotteries'), value: String(panel.posapi.leftLotteries) },
          { label: t('ebarimt.lastSent'), value: panel.posapi.lastSentDate ?? t('ebarimt.never') },
        ]
      : []),
  ];
  return (
    <div className={styles.stack}>
      {panel.warnings.map((warning) => (
        <p key={warning} role="alert" className={styles.warning}>
          {t(`ebarimt.warning.${warning}`)}
        </p>
      ))}
      <FigureGrid figures={figures} />
      {panel.posapi ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            pending={action.isPending && action.variables === 'send'}
            onClick={() => action.mutate('send', { onSuccess: () => notify.success(t('ebarimt.sent')) })}
          >
            {t('ebarimt.send')}
          </Button>
        </div>
      ) : null}
      <section aria-label={t('ebarimt.problems')}>
        {panel.problems.length === 0 ? <p className={styles.meta}>{t('ebarimt.noProblems')}</p> : null}
        <ul className={styles.list}>
          {panel.problems.map((problem) => (
            <ProblemRow key={problem.id} problem={problem} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function ProblemRow({ problem }: { problem: EbarimtProblem }) {
  const t = useT(ebarimtCatalogue);
  const action = useEbarimtAction();
  const retryable = problem.status === 'FAILED' || problem.status === 'RETURN_FAILED';
  return (
    <li className={styles.listItem}>
      <span>
        <strong>{t(`ebarimt.state.${problem.status}`)}</strong> · {t(`ebarimt.source.${problem.source}`)} #{problem.sourceId} ·{' '}
        {formatTugrik(problem.amount)} · {formatDateTime(problem.createdAt)}
      </span>
      {problem.message ? <span className={styles.meta}>{problem.message}</span> : null}
      {retryable ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            pending={action.isPending}
            onClick={() => action.mutate({ retry: problem.id }, { onSuccess: () => notify.success(t('ebarimt.retried')) })}
          >
            {t('ebarimt.retry')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
