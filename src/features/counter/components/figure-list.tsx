import * as counterStyles from '@/components/staff/counter.css';
import * as styles from '@/components/staff/staff.css';

export type Figure = { label: string; value: string };

/** A report's figures as a definition list: label above, value large (the day report, Миний ажил). */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={counterStyles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={counterStyles.figure}>
          <dt className={styles.meta}>{figure.label}</dt>
          <dd className={counterStyles.figureValue} style={{ margin: 0 }}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
