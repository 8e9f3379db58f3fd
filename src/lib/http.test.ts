import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '@test/pwa/msw-server';
import { ApiError, apiFetch, onApiError } from './http';

async function failure(response: () => Response): Promise<ApiError> {
  mswServer.use(http.get('*/api/thing', response));
  const error = await apiFetch('/thing').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('calls the API under /api with credentials and returns the JSON', async () => {
    let credentials: RequestCredentials | undefined;
    mswServer.use(
      http.get('*/api/thing', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ ok: 1 });
      }),
    );
    await expect(apiFetch('/thing')).resolves.toEqual({ ok: 1 });
    expect(credentials).toBe('include');
  });

  it("takes the error's message and status from the answer", async () => {
    const error = await failure(() => HttpResponse.json({ code: 409, message: 'Трак код бүртгэлтэй байна' }, { status: 409 }));
    expect(error).toMatchObject({ code: 409, message: 'Трак код бүртгэлтэй байна' });
  });

  it('takes the first message when the answer holds a list', async () => {
    const error = await failure(() => HttpResponse.json({ message: ['Утасны дугаар буруу', 'Нууц үг богино'] }, { status: 400 }));
    expect(error).toMatchObject({ code: 400, message: 'Утасны дугаар буруу' });
  });

  it('falls back to 500 "Серверийн алдаа" without a usable message', async () => {
    expect(await failure(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({
      code: 500,
      message: 'Серверийн алдаа',
    });
    expect(await failure(() => HttpResponse.json({ message: '' }, { status: 400 }))).toMatchObject({ code: 500 });
    expect(await failure(() => HttpResponse.error())).toMatchObject({ code: 500, message: 'Серверийн алдаа' });
  });

  it('tells error listeners about every failure', async () => {
    const seen: number[] = [];
    const stop = onApiError((error) => seen.push(error.code));
    await failure(() => HttpResponse.json({ code: 401, message: 'Нэвтэрнэ үү' }, { status: 401 }));
    stop();
    await failure(() => HttpResponse.json({ code: 401, message: 'Нэвтэрнэ үү' }, { status: 401 }));
    expect(seen).toEqual([401]);
  });
});
