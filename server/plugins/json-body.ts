import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, messages } from '../lib/http-error';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
export const invalidUtf8Message = 'Илгээсэн мэдээлэл UTF-8 кодчилолтой биш байна';

/**
 * JSON bodies are UTF-8 (RFC 8259). Fastify's parser reads every body as UTF-8 whatever its charset
 * says and turns bytes that are not UTF-8 into U+FFFD, which then get stored: here a
 * charset other than UTF-8 is a 415 and bytes that are not UTF-8 a 400; the rest is Fastify's own
 * parser (the same `__proto__`/`constructor` refusals).
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1];
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) return done(new HttpError(415, messages.unsupportedMediaType), undefined);
      let text: string;
      try {
        text = decoder.decode(body as Buffer);
      } catch {
        return done(new HttpError(400, invalidUtf8Message), undefined);
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
