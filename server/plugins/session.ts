import cookie from '@fastify/cookie';
import { isStaffRole } from '@contract/staff-roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { forbidden, HttpError, messages } from '../lib/http-error';
import { privateCookieOptions } from '../lib/private-cookie';
import { createSession, deleteSession, findSessionUser } from '../modules/auth/session-repository';

export const SESSION_COOKIE = 'achaa_session';

const sessionCookieOptions = (request: FastifyRequest) => privateCookieOptions(request, { sameSite: 'lax', path: '/' });

/** Issues a fresh session (never reusing the caller's old id, which defeats session fixation). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const { db, sessionTtlMs } = request.server.ctx;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { token, expiresAt } = await createSession(db, userId, sessionTtlMs);
  reply.setCookie(SESSION_COOKIE, token, { ...sessionCookieOptions(request), expires: expiresAt });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.ctx.db, token);
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  return (await findSessionUser(request.server.ctx.reads, token)) ?? null;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  request.user = await loadUser(request);
  if (!request.user) throw new HttpError(401, messages.unauthorized);
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isStaffRole(request.user?.role)) throw forbidden('STAFF_ONLY');
}

/** The owner's view (dashboard, staff accounts, audit): admins only. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user?.role !== 'admin') throw forbidden('ADMIN_ONLY');
}

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    app.decorateRequest('user', null);
    // A signed-in answer (and every account call) is this person's: no browser or shared cache may keep it.
    app.addHook('onSend', async (request, reply) => {
      if ((request.user || request.url.startsWith('/api/auth/')) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'session' },
);
