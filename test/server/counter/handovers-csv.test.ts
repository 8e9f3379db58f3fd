import { describe, expect, it } from 'vitest';
import { cell } from '../../../server/modules/counter/handovers-csv';

/* The handovers export: no cell a spreadsheet would run as a formula, however it splits the line. */

describe('a CSV cell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+97699112233', "'+97699112233"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    // A spreadsheet in a semicolon locale splits `Бат;=1+1` into two cells: the second is defused too.
    ['Бат;=1+1', "Бат;'=1+1"],
    ['Бат; =1+1', "Бат; '=1+1"],
    ['Бат|@cmd', "Бат|'@cmd"],
    ['Бат\t=1+1', "Бат\t'=1+1"],
    ['\t=1', "'\t'=1"],
  ])('%j is written %j', (value, written) => {
    expect(cell(value)).toBe(written);
  });

  it('quotes what holds a comma, a quote or a line break, after defusing it', () => {
    expect(cell('Бат,=1+1')).toBe(`"Бат,'=1+1"`);
    expect(cell('a "b"')).toBe('"a ""b"""');
    expect(cell('Бат\n-1')).toBe(`"Бат\n'-1"`);
  });

  it('leaves ordinary text, dates and codes alone', () => {
    for (const value of ['Бат-Эрдэнэ Дорж', '2026-11-28T03:00:00.000Z', 'JT3098765432101 YT7512340000001', 9000])
      expect(cell(value)).toBe(String(value));
    expect(cell(null)).toBe('');
  });
});
