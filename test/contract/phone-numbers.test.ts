import { readFileSync } from 'node:fs';
import { isMongolianMobile, normalizePhone, phoneProblem, phoneSchema } from '@contract';
import { describe, expect, it } from 'vitest';

describe('Mongolian mobile numbers (contract/phone.ts)', () => {
  it.each([
    ['99112233', '99112233'],
    [' 9911 2233 ', '99112233'],
    ['9911-2233', '99112233'],
    ['+976 9911-2233', '99112233'],
    ['+97699112233', '99112233'],
    ['976 99 11 22 33', '99112233'],
    ['0097699112233', '99112233'],
    ['97612345', '97612345'],
    ['+1 555 0100', '+15550100'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('accepts the demo data’s and the staff account’s phones and every operator’s prefix', () => {
    for (const phone of ['99112233', '88001122', '95123456', '80112233', '88000001']) expect(isMongolianMobile(phone)).toBe(true);
    for (const phone of ['50123456', '60123456', '69123456', '83012345', '85123456', '86123456', '89123456', '90123456', '92012345']) {
      expect(isMongolianMobile(phone)).toBe(true);
    }
  });

  it('refuses what no operator issues: one repeated digit, fixed lines, VoIP, unassigned prefixes', () => {
    for (const phone of [
      '00000000',
      '99999999',
      '88888888',
      '11452222',
      '21123456',
      '70112233',
      '77115566',
      '82123456',
      '83212345',
      '92112345',
    ]) {
      expect(isMongolianMobile(phone)).toBe(false);
    }
  });

  it('the schema normalises, then says what is wrong in Mongolian', () => {
    expect(phoneSchema.parse('+976 8800-1122')).toBe('88001122');
    expect(phoneSchema.safeParse('1234').error?.issues[0]?.message).toBe('Утасны дугаар 8 оронтой тоо байна');
    expect(phoneSchema.safeParse('00000000').error?.issues[0]?.message).toBe('Монгол гар утасны дугаар биш байна');
    expect(phoneSchema.safeParse(12345678).error?.issues[0]?.message).toBe('Утасны дугаар оруулна уу');
  });

  it('phoneProblem is the one check: the schema refuses exactly what it names, for the reason it names', () => {
    const cases = {
      '': 'empty',
      '9911223': 'digits',
      '991122334': 'digits',
      '9911a233': 'digits',
      '00000000': 'notMobile',
      '70112233': 'notMobile',
    };
    for (const [phone, problem] of Object.entries(cases)) expect(phoneProblem(phone)).toBe(problem);
    expect(phoneProblem('99112233')).toBeNull();
    for (const phone of [...Object.keys(cases), '99112233'])
      expect(phoneSchema.safeParse(phone).success).toBe(phoneProblem(phone) === null);
  });

  it('keeps the normaliser free of zod, so the PWA can use it in any bundle', () => {
    const source = readFileSync(new URL('../../contract/phone.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
});
