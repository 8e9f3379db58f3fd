import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { User } from '@contract';
import { customer } from '../fixtures';
import { mswServer } from '../msw-server';
import { apiMessages } from '@contract/api-messages';
import { reasonMessages } from '@contract/reason-messages';
import { apiError } from './api-error';

export const unauthorized = () => apiError(401, apiMessages.unauthorized);

type Call = { method: string; path: string; body?: unknown };

/**
 * The signed-in user's own endpoints as the server answers them: GET /api/auth/me, GET and PUT
 * /api/auth/user/{id} (anyone else's id: 404; a new phone only with the current password, else
 * 400), POST /api/auth/logout. Answers the calls that came.
 */
export function serveSignedIn(user: User = customer, { password = 'customer-password' } = {}) {
  let current = user;
  const calls: Call[] = [];
  const own = (id: unknown) => Number(id) === current.id;
  const missing = () => apiError(404, apiMessages.userNotFound);
  mswServer.use(
    http.get('*/api/auth/me', () => HttpResponse.json(current)),
    http.get('*/api/auth/user/:id', ({ params }) => {
      calls.push({ method: 'GET', path: 'user' });
      return own(params.id) ? HttpResponse.json(current) : missing();
    }),
    http.put('*/api/auth/user/:id', async ({ params, request }) => {
      const { currentPassword, ...body } = (await request.json()) as Partial<User> & { currentPassword?: string };
      calls.push({ method: 'PUT', path: 'user', body: currentPassword === undefined ? body : { ...body, currentPassword } });
      if (!own(params.id)) return missing();
      if (body.phone !== current.phone && currentPassword !== password) {
        return apiError(400, reasonMessages.WRONG_PASSWORD, 'WRONG_PASSWORD');
      }
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
    http.post('*/api/auth/logout', () => {
      calls.push({ method: 'POST', path: 'logout' });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

/** The session is gone: every signed-in call answers 401. */
export function serveEndedSession() {
  mswServer.use(
    http.get('*/api/auth/me', unauthorized),
    http.get('*/api/auth/user/:id', unauthorized),
    http.get('*/api/address', unauthorized),
  );
}

/**
 * POST /api/auth/login or /api/auth/register, answered by `reply` (the user, or a whole response).
 * Answers the requests that came, as sent (credentials included).
 */
export function serveSessionStart(
  path: 'login' | 'register',
  reply: (body: DefaultBodyType) => User | Response | Promise<User | Response>,
) {
  const requests: Request[] = [];
  mswServer.use(
    http.post(`*/api/auth/${path}`, async ({ request }) => {
      requests.push(request.clone());
      const answer = await reply(await request.json());
      return answer instanceof Response ? answer : HttpResponse.json(answer, { status: path === 'register' ? 201 : 200 });
    }),
  );
  return requests;
}

/** POST /api/auth/password: 204 for the right current password, else the server's 400. Answers the bodies sent. */
export function servePasswordChange(currentPassword: string) {
  const bodies: unknown[] = [];
  mswServer.use(
    http.post('*/api/auth/password', async ({ request }) => {
      const body = (await request.json()) as { currentPassword: string };
      bodies.push(body);
      if (body.currentPassword !== currentPassword) return apiError(400, reasonMessages.WRONG_PASSWORD, 'WRONG_PASSWORD');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return bodies;
}
