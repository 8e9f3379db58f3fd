import { describe, expect, it } from 'vitest';
import { linkedLookup } from './linked-lookup';

describe('the search a link to the home screen carries', () => {
  it.each([
    ['?phone=99112233', { mode: 'phone', value: '99112233' }],
    ['?trackCode=yt7512345678901', { mode: 'trackCode', value: 'yt7512345678901' }],
    // What the plain HTML form sends: the mode chosen, the server's phone field holding the code.
    ['?mode=trackCode&phone=yt7512345678901', { mode: 'trackCode', value: 'yt7512345678901' }],
    ['?mode=phone&phone=%2B976%209911-2233', { mode: 'phone', value: '+976 9911-2233' }],
    // A long numeric code stays a string (the router's own parsing would make it a rounded number).
    ['?trackCode=77324567890123456789', { mode: 'trackCode', value: '77324567890123456789' }],
    ['?phone=%20%2099112233%20', { mode: 'phone', value: '99112233' }],
  ])('%s asks for %o', (search, lookup) => {
    expect(linkedLookup(search)).toEqual(lookup);
  });

  it.each(['', '?guide=taobao', '?phone=', '?phone=%20%20', '?mode=trackCode'])('%s asks for none', (search) => {
    expect(linkedLookup(search)).toBeNull();
  });

  it('cuts a value to the longest a tracking code can be', () => {
    expect(linkedLookup(`?trackCode=${'A'.repeat(500)}`)?.value).toHaveLength(40);
  });
});
