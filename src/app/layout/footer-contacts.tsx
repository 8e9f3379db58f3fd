import { ContactLinks, mapLinkOf } from '@/components/contact-details/contact-details';
import { useContacts } from '@/data/contacts/get-contacts';
import { contactsCatalogue } from '@/i18n/catalogues/contacts';
import { useT } from '@/i18n/i18n';
import * as styles from './layout.css';

/** The footer's phones, chat link and first pickup point with its hours: loaded after the first paint (footer.tsx). */
export function FooterContacts() {
  const t = useT(contactsCatalogue);
  const contacts = useContacts();
  const point = contacts?.pickupPoints[0];
  if (!contacts) return null;
  return (
    <address className={styles.footerContacts} aria-label={t('contacts.title')}>
      <ContactLinks contacts={contacts} />
      {point ? (
        <a href={mapLinkOf(point)} className={styles.footerAddress} target="_blank" rel="noopener noreferrer">
          {point.address} · {point.hours}
        </a>
      ) : null}
    </address>
  );
}
