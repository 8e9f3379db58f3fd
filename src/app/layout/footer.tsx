import { Link } from '@tanstack/react-router';
import { ContactLinks, mapLinkOf } from '@/components/contact-details/contact-details';
import { useContacts } from '@/data/contacts/get-contacts';
import { useT } from '@/i18n/i18n';
import { Credit } from './credit';
import { FOOTER_LINKS } from './navigation';
import * as styles from './layout.css';

export function Footer({ besideTabBar }: { besideTabBar: boolean }) {
  const t = useT();
  const contacts = useContacts();
  const point = contacts?.pickupPoints[0];
  return (
    <footer className={besideTabBar ? `${styles.footer} ${styles.footerBesideTabBar}` : styles.footer}>
      <div className={styles.footerInner}>
        <Credit />
        {contacts ? (
          <address className={styles.footerContacts} aria-label={t('contacts.title')}>
            <ContactLinks contacts={contacts} />
            {point ? (
              <a href={mapLinkOf(point)} className={styles.footerAddress} target="_blank" rel="noopener noreferrer">
                {point.address} · {point.hours}
              </a>
            ) : null}
          </address>
        ) : null}
        <nav className={styles.footerLinks} aria-label={t('app.name')}>
          {FOOTER_LINKS.map(({ to, label }) => (
            <Link key={to} to={to} className={styles.footerLink}>
              {t(label)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
