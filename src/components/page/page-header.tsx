import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import * as styles from './page.css';

type PageHeaderProps = { title: string; lead?: ReactNode; children?: ReactNode };

/** The title block every screen starts with; the h1 names the page for screen readers. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
