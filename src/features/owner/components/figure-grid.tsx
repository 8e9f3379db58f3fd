import * as styles from './owner.css';

/** The owner's figures as label over value, in a grid: the dashboard's counts and money, the e-barimt's receipts. */
export function FigureGrid({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureValue}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
