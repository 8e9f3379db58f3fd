import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reasonMessages } from '@contract/reason-messages';
import { mswServer } from '@test/pwa/msw-server';
import { ApiError, apiFetch, onApiError, TIMEOUT_CODE } from './http';

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

  it('falls back to 500 "Серверийн алдаа" for an answer without a usable message', async () => {
    expect(await failure(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({
      code: 500,
      message: 'Серверийн алдаа',
    });
    expect(await failure(() => HttpResponse.json({ message: '' }, { status: 400 }))).toMatchObject({ code: 500 });
  });

  it('says a request that got no answer at all (no network) is a connection problem, not a server error', async () => {
    expect(await failure(() => HttpResponse.error())).toMatchObject({
      code: 500,
      message: 'Интернет холболт алга. Холболтоо шалгаад дахин оролдоно уу',
    });
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

describe('apiFetch failures in words', () => {
  it('says how long to wait on a 429 whose message does not, from Retry-After', async () => {
    const tooMany = (retryAfter: string) => () =>
      HttpResponse.json(
        { code: 429, message: 'Хэт олон хүсэлт илгээлээ. Түр хүлээгээд дахин оролдоно уу' },
        { status: 429, headers: { 'retry-after': retryAfter } },
      );
    expect(await failure(tooMany('30'))).toMatchObject({
      code: 429,
      retryAfterSeconds: 30,
      message: 'Хэт олон хүсэлт илгээлээ. 30 секундын дараа дахин оролдоно уу',
    });
    expect((await failure(tooMany('150'))).message).toBe('Хэт олон хүсэлт илгээлээ. 3 минутын дараа дахин оролдоно уу');
  });

  it("keeps a 429's own message when it already says how long (a locked login)", async () => {
    const locked = 'Хэт олон удаа буруу оролдлоо. 15 минутын дараа дахин оролдоно уу';
    const error = await failure(() =>
      HttpResponse.json({ code: 429, message: locked, reason: 'LOGIN_LOCKED' }, { status: 429, headers: { 'retry-after': '900' } }),
    );
    expect(error).toMatchObject({ code: 429, message: locked, retryAfterSeconds: 900 });
  });

  it('keeps the message of the day’s pre-registration limit, which says why and until when', async () => {
    const message = reasonMessages.PREREGISTER_DAILY_LIMIT(50);
    const error = await failure(() =>
      HttpResponse.json({ code: 429, message, reason: 'PREREGISTER_DAILY_LIMIT' }, { status: 429, headers: { 'retry-after': '80000' } }),
    );
    expect(error).toMatchObject({ code: 429, message, reason: 'PREREGISTER_DAILY_LIMIT' });
  });

  it('says the connection is slow, not that the server failed, when no answer comes in time', async () => {
    mswServer.use(
      http.get('*/api/slow', async () => {
        await delay(1000);
        return HttpResponse.json({ ok: 1 });
      }),
    );
    const error = await apiFetch('/slow', { timeoutMs: 50 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: TIMEOUT_CODE, message: 'Холболт удаан байна. Дахин оролдоно уу' });
  });

  it('answers as usual when the server is quicker than the time limit', async () => {
    mswServer.use(http.get('*/api/quick', () => HttpResponse.json({ ok: 1 })));
    await expect(apiFetch('/quick', { timeoutMs: 2000 })).resolves.toEqual({ ok: 1 });
  });
});
