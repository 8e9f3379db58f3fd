import { describe, expect, it } from 'vitest';
import { auditChanges, shortName } from './audit-changes';

const words = {
  locale: 'mn' as const,
  label: (field: string) => ({ status: 'төлөв', price: 'үнэ', trackCodes: 'трак код' })[field],
  code: (field: string, value: string) => (field === 'role' && value === 'admin' ? 'Админ' : undefined),
  yes: 'тийм',
  no: 'үгүй',
};

describe('auditChanges', () => {
  it('lists only the fields whose value changed, in words', () => {
    expect(auditChanges({ before: { status: 'DELIVERED', price: 4500 }, after: { status: 'FINISHED', price: 4500 } }, words)).toEqual([
      { field: 'төлөв', before: 'Улаанбаатарт ирсэн', after: 'Захиалга дууссан' },
    ]);
  });

  it('lists every field of a creation and of a removal, money as tugrik, lists joined, unknown fields by name', () => {
    expect(auditChanges({ before: null, after: { price: 12300, trackCodes: ['A1', 'B2'], role: 'admin', custom: 'x' } }, words)).toEqual([
      { field: 'үнэ', before: '', after: '12,300 ₮' },
      { field: 'трак код', before: '', after: 'A1, B2' },
      { field: 'role', before: '', after: 'Админ' },
      { field: 'custom', before: '', after: 'x' },
    ]);
    expect(auditChanges({ before: { price: null }, after: null }, words)).toEqual([{ field: 'үнэ', before: '', after: '' }]);
  });

  it('shows a field that appeared or went away', () => {
    expect(auditChanges({ before: { price: null }, after: { price: 900 } }, words)).toEqual([{ field: 'үнэ', before: '', after: '900 ₮' }]);
  });
});

describe('shortName', () => {
  it('shortens the last name to its initial', () => {
    expect(shortName('Бат Болд')).toBe('Б. Болд');
    expect(shortName('Болд')).toBe('Болд');
    expect(shortName('')).toBe('');
  });
});
