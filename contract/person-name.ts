/**
 * A person's name as Mongolians write it: the family name's initial, then the given name ("Д. Батаа").
 * One order everywhere (the profile once said "Дорж Батаа" and a recipient "Бат Дорж").
 * Either part may be missing: then the other one alone, and "" when both are.
 */
export function personName({ firstName, lastName }: { firstName: string | null; lastName: string | null }): string {
  const given = (firstName ?? '').trim();
  const [initial] = Array.from((lastName ?? '').trim());
  if (!initial) return given;
  if (!given) return (lastName ?? '').trim();
  return `${initial.toLocaleUpperCase('mn')}. ${given}`;
}
