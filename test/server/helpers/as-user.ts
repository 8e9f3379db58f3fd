import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests through `app.inject` as one signed-in browser; each answers the inject response as it is. */
export interface ApiAs {
  request(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/**
 * `as(app, cookie).post(url, body)`: the API as the user whose session `cookie` carries (the `cookie`
 * header value from `login`), or as a visitor when `cookie` is undefined. A payload left out sends no body.
 * `remoteAddress` is the client's IP, for tests of per-IP limits (inject's default is 127.0.0.1).
 */
export function as(app: FastifyInstance, cookie?: string, { remoteAddress }: { remoteAddress?: string } = {}): ApiAs {
  const request = (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
      ...(cookie === undefined ? {} : { headers: { cookie } }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    request,
    get: (url) => request('GET', url),
    post: (url, payload) => request('POST', url, payload),
    put: (url, payload) => request('PUT', url, payload),
    patch: (url, payload) => request('PATCH', url, payload),
    delete: (url) => request('DELETE', url),
  };
}
