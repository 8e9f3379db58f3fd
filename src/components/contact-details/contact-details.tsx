import type { Contacts, PickupPoint } from '@contract/contacts';
import { contactsCatalogue } from '@/i18n/catalogues/contacts';
import { useT } from '@/i18n/i18n';
import * as styles from './contact-details.css';

/** "7700 1234": read back in two groups, as people say them. */
const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4)}`;

/** Staff's own map link, else a map search for the address in Ulaanbaatar. */
export function mapLinkOf(point: PickupPoint): string {
  return point.mapUrl ?? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Улаанбаатар, ${point.address}`)}`;
}

/** The phones as tel: links, and the chat link: what every "Бидэнтэй холбогдоно уу" is followed by. */
export function ContactLinks({ contacts, className }: { contacts: Contacts; className?: string }) {
  const t = useT(contactsCatalogue);
  if (contacts.phones.length === 0 && !contacts.chatUrl) return null;
  return (
    <span className={`${styles.links} ${className ?? ''}`}>
      {contacts.phones.map((phone) => (
        <a key={phone} href={`tel:+976${phone}`} className={styles.link} aria-label={t('contacts.call', { phone: spaced(phone) })}>
          {spaced(phone)}
        </a>
      ))}
      {contacts.chatUrl ? (
        <a href={contacts.chatUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
          {t('contacts.chat')}
        </a>
      ) : null}
    </span>
  );
}

/** Each pickup point: its name, the address linked to a map, and its opening hours. */
export function PickupPoints({ points }: { points: readonly PickupPoint[] }) {
  const t = useT(contactsCatalogue);
  if (points.length === 0) return null;
  return (
    <ul className={styles.points} aria-label={t('contacts.pickup')}>
      {points.map((point) => (
        <li key={`${point.name}-${point.address}`} className={styles.point}>
          <strong>{point.name}</strong>
          <a href={mapLinkOf(point)} className={styles.addressLink} target="_blank" rel="noopener noreferrer">
            {point.address} <span className={styles.mapWord}>({t('contacts.map')})</span>
          </a>
          <span className={styles.hours}>
            {t('contacts.hours')}: {point.hours}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The about page's and the pickup card's block: pickup points, then whom to call. */
export function ContactDetails({ contacts }: { contacts: Contacts }) {
  const t = useT(contactsCatalogue);
  return (
    <div className={styles.details}>
      <PickupPoints points={contacts.pickupPoints} />
      {contacts.phones.length > 0 || contacts.chatUrl ? (
        <p className={styles.line}>
          <span className={styles.label}>{t('contacts.phones')}: </span>
          <ContactLinks contacts={contacts} />
        </p>
      ) : null}
    </div>
  );
}
