import type { ReactNode } from 'react';
import * as styles from './fact-list.css';

export type Fact = { label: string; value: ReactNode };

type FactListProps = { facts: readonly Fact[]; layout: 'grid' | 'rows' | 'table'; className?: string };

/** A record's facts as a description list (label, value), in one of three layouts. */
export function FactList({ facts, layout, className }: FactListProps) {
  const itemClass = layout === 'rows' ? styles.rowsItem : layout === 'table' ? styles.tableItem : undefined;
  const labelClass = layout === 'rows' ? styles.label : `${styles.label} ${styles.smallLabel}`;
  const valueClass = layout === 'rows' ? `${styles.value} ${styles.rowsValue}` : styles.value;
  return (
    <dl className={[styles.list({ layout }), className].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.label} className={itemClass}>
          <dt className={labelClass}>{fact.label}</dt>
          <dd className={valueClass}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
