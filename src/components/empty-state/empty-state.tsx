import type { ReactNode } from 'react';
import { InfoIcon } from '@/components/icons/icons';
import * as styles from './empty-state.css';

type EmptyStateProps = {
  title: string;
  text?: string;
  icon?: ReactNode;
  tone?: 'neutral' | 'danger';
  action?: ReactNode;
  /** `h1` when the message is the whole screen (not found), so the page still has its heading. */
  titleAs?: 'p' | 'h1' | 'h2';
};

/** "Nothing here" and "not found" messages, with an optional way out. */
export function EmptyState({ title, text, icon, tone = 'neutral', action, titleAs: Title = 'p' }: EmptyStateProps) {
  return (
    <div className={styles.root({ tone })} role={tone === 'danger' ? 'alert' : undefined}>
      <span className={styles.iconWrap}>{icon ?? <InfoIcon size={28} />}</span>
      <Title className={styles.title}>{title}</Title>
      {text ? <p className={styles.text}>{text}</p> : null}
      {action}
    </div>
  );
}
