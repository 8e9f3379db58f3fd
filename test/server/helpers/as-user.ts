import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Requests through `app.inject` as one signed-in browser; each answers the inject response as it is. */
export interface ApiAs {
  request(method: HttpMethod, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export interface AsOptions {
  /** The client's IP, for tests of per-IP limits (inject's default is 127.0.0.1). */
  remoteAddress?: string;
  /** Headers every request sends besides the cookie (content-type, accept, x-forwarded-for…). */
  headers?: Record<string, string>;
}

/**
 * `as(app, cookie).post(url, body)`: the API as the user whose session `cookie` carries (the `cookie`
 * header value from `login`), or as a visitor when `cookie` is undefined. A payload left out sends no body;
 * an object is sent as JSON, a string or Buffer as it is (with the content-type `headers` gives it).
 */
export function as(app: FastifyInstance, cookie?: string, { remoteAddress, headers = {} }: AsOptions = {}): ApiAs {
  const sent = cookie === undefined ? headers : { ...headers, cookie };
  const request = (method: HttpMethod, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
      ...(Object.keys(sent).length === 0 ? {} : { headers: sent }),
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
