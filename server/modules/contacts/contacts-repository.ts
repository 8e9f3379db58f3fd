import type { Contacts } from '@contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../../db/database';

/** The organisation's phones, chat link and pickup points; null when there is no such organisation. */
export async function findContacts(db: Db, organizationId: number): Promise<Contacts | null> {
  const organization = await db
    .selectFrom('organizations')
    .select(['contact_phones', 'chat_url'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return null;
  const points = await db
    .selectFrom('pickup_points')
    .select(['name', 'address', 'hours', 'map_url'])
    .where('organization_id', '=', organizationId)
    .orderBy('position')
    .execute();
  return {
    phones: organization.contact_phones ? organization.contact_phones.split(',') : [],
    chatUrl: organization.chat_url,
    pickupPoints: points.map(({ map_url, ...point }) => ({ ...point, mapUrl: map_url })),
  };
}

type ContactsToSave = Pick<Contacts, 'phones' | 'chatUrl' | 'pickupPoints'>;

/**
 * Replaces the organisation's contacts as one. The organisation row is updated first: on PostgreSQL
 * that locks it, so two staff saving at once run one after the other and the points are never a mix
 * of both lists (SQLite runs write transactions one at a time anyway). False: no such organisation.
 */
export async function replaceContacts(db: Db, organizationId: number, contacts: ContactsToSave, staffId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('organizations')
      .set({ contact_phones: contacts.phones.join(','), chat_url: contacts.chatUrl })
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return false;
    await trx.deleteFrom('pickup_points').where('organization_id', '=', organizationId).execute();
    if (contacts.pickupPoints.length > 0) {
      await trx
        .insertInto('pickup_points')
        .values(
          contacts.pickupPoints.map((point, position) => ({
            organization_id: organizationId,
            position,
            name: point.name,
            address: point.address,
            hours: point.hours,
            map_url: point.mapUrl,
          })),
        )
        .execute();
    }
    await recordAudit(trx, {
      actorId: staffId,
      action: 'contacts.update',
      object: `organization:${organizationId}`,
      after: { ...contacts },
    });
    return true;
  });
}
