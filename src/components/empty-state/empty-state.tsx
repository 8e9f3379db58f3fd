import type { ReactNode } from 'react';
import { InfoIcon } from '@/components/icons/icons';
import * as styles from './empty-state.css';

type EmptyStateProps = {
  title: string;
  text?: string;
  icon?: ReactNode;
  tone?: 'neutral' | 'danger';
  action?: ReactNode;
};

/** "Nothing here" and "not found" messages, with an optional way out. */
export function EmptyState({ title, text, icon, tone = 'neutral', action }: EmptyStateProps) {
  return (
    <div className={styles.root({ tone })} role={tone === 'danger' ? 'alert' : undefined}>
      <span className={styles.iconWrap}>{icon ?? <InfoIcon size={28} />}</span>
      <p className={styles.title}>{title}</p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
