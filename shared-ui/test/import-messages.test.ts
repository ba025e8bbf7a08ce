// The import screens translate contracts' row errors by code and params; in English the result must be the very text
// the server and the spec give (SPEC §5 "Import validation messages"), for every entity and message the parser makes.
import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { parseImportCsv, templateCsv } from '@campus/contracts/imports';
import en from '../src/imports/i18n/en.js';
import { errorText, SCHEMA_OF } from '../src/imports/import-rows.js';

const t = i18next.createInstance();
await t.init({ lng: 'en', ns: ['imports'], defaultNS: 'imports', resources: { en: { imports: en } }, interpolation: { escapeValue: false } });

/** Rows that break every rule a cell can: missing cells, non-numbers, out of range, bad formats, unknown values, a repeat. */
function badCsv(entity: keyof typeof SCHEMA_OF): string {
  const header = templateCsv(SCHEMA_OF[entity]).trim();
  const columns = header.split(',').length;
  const row = (cell: string) => Array.from({ length: columns }, () => cell).join(',');
  const onlyFirst = `x${','.repeat(columns - 1)}`;
  return [header, onlyFirst, row('x'), row('-5'), row('99999'), row('0.5'), row('2026-13-45'), row('x'.repeat(2001)), row('a,b')].join('\n');
}

describe('import messages in English', () => {
  it.each(Object.keys(SCHEMA_OF) as (keyof typeof SCHEMA_OF)[])('when %s rows break the rules, then each translated message is the server message', (entity) => {
    const { errors } = parseImportCsv(SCHEMA_OF[entity], badCsv(entity));
    expect(new Set(errors.map((error) => error.code)).size).toBeGreaterThan(4);
    for (const error of errors) expect(errorText(t.t, entity, error)).toBe(error.message);
  });

  it('when the file cannot be read, then the translated parse message is the server message', () => {
    const { parseError } = parseImportCsv('student', 'name\nAni');
    expect(parseError).toBeDefined();
    expect(errorText(t.t, 'students', { ...parseError!, field: '' })).toBe(parseError!.message);
  });

  it("when the spec words a message its own way, then that wording is kept: 'Specializations are required'", () => {
    const { errors } = parseImportCsv('lecturer', badCsv('lecturers'));
    expect(errors.map((error) => errorText(t.t, 'lecturers', error))).toContain('Specializations are required');
  });
});
