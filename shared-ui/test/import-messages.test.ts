// The import screens translate contracts' row errors by code and params; in English the result must be the very text
// the server and the spec give (SPEC §5 "Import validation messages"), for every entity and message the parser makes,
// and every code the server adds (what rows name, each row's outcome) has its text in Armenian, English and Russian.
import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { IMPORT_OUTCOME_CODES, outcome, parseImportCsv, templateCsv } from '@campus/contracts/imports';
import en from '../src/imports/i18n/en.js';
import hy from '../src/imports/i18n/hy.js';
import ru from '../src/imports/i18n/ru.js';
import { errorText, resultText, SCHEMA_OF } from '../src/imports/import-rows.js';

const TEXTS = { hy, en, ru };
const t = i18next.createInstance();
await t.init({ lng: 'en', ns: ['imports'], defaultNS: 'imports', resources: { hy: { imports: hy }, en: { imports: en }, ru: { imports: ru } }, interpolation: { escapeValue: false } });

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

describe("the server's import codes", () => {
  const PARAMS = { value: 'CS-777', department: 'XYZ', message: 'auth said no' };

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('when the page is in %s, then every code the server answers or stores has a text of its own', (language) => {
    const errors: Record<string, unknown> = TEXTS[language].errors;
    const missing = IMPORT_OUTCOME_CODES.filter((code) => typeof errors[code] !== 'string' || !(errors[code] as string).trim());
    expect(missing).toEqual([]);
  });

  it.each(IMPORT_OUTCOME_CODES)('when the server says %s, then English is its own text and Armenian and Russian are translations with the same values', async (code) => {
    const said = outcome(code, PARAMS);
    const fixed = t.getFixedT('en');
    expect(errorText(fixed, 'students', { ...said, field: 'program' })).toBe(said.message);
    for (const language of ['hy', 'ru']) {
      const text = errorText(t.getFixedT(language), 'students', { ...said, field: 'program' });
      expect(text).not.toBe(said.message);
      for (const value of Object.values(PARAMS)) if (said.message.includes(value)) expect(text).toContain(value);
    }
  });

  it("when a row finished before codes were stored, then the server's English is shown as it is", () => {
    expect(resultText(t.getFixedT('ru'), 'students', { result: { code: null, message: 'Old English text' } })).toBe('Old English text');
  });
});
