import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every folder whose text reaches a person: the catalogues, the contract's messages, the server's own answers. */
const SOURCES = ['src', 'contract', 'server'];

/**
 * Wrong forms the glossary names: the dative of a noun in -лт is -лтэд/-лтад ("Хүргэлтэд гарсан"),
 * never -лтэнд/-лтанд, which the catalogues had copied in four places.
 */
const WRONG_FORMS = /\p{L}*лт(?:эн|ан|он|өн)д\p{L}*/giu;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Mongolian words in every catalogue and message', () => {
  it('uses the dative -лтэд/-лтад, never -лтэнд/-лтанд', () => {
    const found = SOURCES.flatMap(filesUnder).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(WRONG_FORMS)].map((match) => `${path}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
