import { parcelCheckRequestSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodValidatorCompiler } from '../../../server/lib/zod-provider';

const compile = (schema: z.ZodType) => zodValidatorCompiler({ schema, method: 'POST', url: '/test', httpPart: 'body' });

function messageOf(result: unknown): string | undefined {
  const { error } = result as { error?: z.ZodError };
  return error?.issues[0]?.message;
}

describe('the zod validator compiler', () => {
  const validateCheck = compile(parcelCheckRequestSchema);

  it('hands the parsed value on: trimmed phones, trimmed and upper-cased track codes', () => {
    expect(validateCheck({ phone: ' 99112233 ' })).toEqual({ value: { phone: '99112233' } });
    expect(validateCheck({ trackCode: ' sf-145 ' })).toEqual({ value: { trackCode: 'SF-145' } });
  });

  it.each([
    [{ phone: '9911223' }, 'Утасны дугаар 8 оронтой тоо байна'],
    [{ trackCode: 'YT 1' }, 'Трак код зөвхөн үсэг, тоо, зураасаас бүрдэнэ'],
    [{ phone: '99112233', trackCode: 'YT1' }, 'Утасны дугаар эсвэл трак код оруулна уу'],
    ['99112233', 'Утасны дугаар эсвэл трак код оруулна уу'],
    [{ phone: '99112233', extra: true }, 'Хүлээн авахгүй талбар: extra'],
  ])('refuses %j with a Mongolian message', (body, message) => {
    expect(messageOf(validateCheck(body))).toBe(message);
  });

  it('words in Mongolian the issues a schema leaves unworded', () => {
    const validate = compile(z.strictObject({ count: z.number(), name: z.string().max(3) }));
    expect(validate({ count: 1, name: 'abc' })).toEqual({ value: { count: 1, name: 'abc' } });
    expect(messageOf(validate({ count: 'one', name: 'abc' }))).toBe('"count" талбарын төрөл буруу байна');
    expect(messageOf(validate({ name: 'abc' }))).toBe('"count" талбарыг бөглөнө үү');
    expect(messageOf(validate({ count: 1, name: 'abcd' }))).toBe('"name" утга хэт их байна');
    expect(messageOf(validate({ count: 1, name: 'abc', role: 'admin' }))).toBe('Хүлээн авахгүй талбар: role');
  });
});
