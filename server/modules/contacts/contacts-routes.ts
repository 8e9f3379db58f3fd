import { contactsInputSchema, contactsSchema } from '@contract';
import type { FastifyInstance } from 'fastify';
import { foundOr404, messages, notFound } from '../../lib/http-error';
import { errorAnswers, typedRoutes } from '../../lib/route-answers';
import { requireStaff } from '../../plugins/session';
import { findContacts, replaceContacts } from './contacts-repository';

/** GET /api/contacts: whom to call and where to collect, for everyone (about page, footer, pickup card). */
export async function contactsRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance);
  const { db, organizationId } = instance.ctx;
  app.get(
    '/api/contacts',
    {
      schema: {
        description:
          'Whom to call and where to collect: phones, a chat link and the pickup points. Public; the about page, the footer and the pickup card show it. With `mapUrl` null the app links a map search for the address.',
        response: { 200: contactsSchema, ...errorAnswers(404) },
      },
    },
    async () => foundOr404(await findContacts(db, organizationId), messages.organizationNotFound),
  );
}

/** PUT /api/staff/contacts: staff replace the phones, chat link and pickup points as one. */
export async function staffContactsRoutes(instance: FastifyInstance) {
  const app = typedRoutes(instance, requireStaff);
  const { db, organizationId } = instance.ctx;
  app.put(
    '/api/staff/contacts',
    {
      schema: {
        description:
          'Staff replace the phones (at most 3, any 8 digits), the chat link (`https://` only, empty for none) and the pickup points (at most 5) as one; answers what `GET /api/contacts` then shows. Two saves at once leave one whole list, never a mix.',
        body: contactsInputSchema,
        response: { 200: contactsSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await replaceContacts(db, organizationId, request.body, request.user!.id))) throw notFound(messages.organizationNotFound);
      return foundOr404(await findContacts(db, organizationId), messages.organizationNotFound);
    },
  );
}
