import { parseImportCsv, sampleCsv, toCsv } from '@campus/contracts/imports';

const people = [
  { name: 'Anna', joined: '2026-09-01', lastSeen: '2026-09-01T08:30:00Z', born: new Date(Date.UTC(2005, 2, 14)), tags: ['a', 'b'] },
];

describe('dates', () => {
  test.each([
    ['iso', 'Anna,2026-09-01,2026-09-01T08:30:00Z,2005-03-14,a; b'],
    ['us', 'Anna,09/01/2026,09/01/2026 08:30,03/14/2005,a; b'],
    ['eu', 'Anna,01.09.2026,01.09.2026 08:30,14.03.2005,a; b'],
  ] as const)('when dates are written as %s, then they read %p', (dateFormat, line) => {
    expect(toCsv(['name', 'joined', 'lastSeen', 'born', 'tags'], people, { dateFormat })).toBe(
      `name,joined,lastSeen,born,tags\r\n${line}\r\n`,
    );
  });

  test('when a timestamp has an offset, then the US and EU forms show it in UTC', () => {
    expect(toCsv(['at'], [{ at: '2026-09-01T01:30:00+04:00' }], { dateFormat: 'eu', header: false })).toBe('31.08.2026 21:30\r\n');
  });
});

describe('shape', () => {
  test('when the header is off, then only the rows are written', () => {
    expect(toCsv(['name'], [{ name: 'Anna' }, { name: 'Davit' }], { header: false })).toBe('Anna\r\nDavit\r\n');
  });

  test('when fields are chosen, then only they are written, in that order, absent values empty', () => {
    expect(toCsv('student', [{ email: 'a@b.am', studentId: 'S1' }], { fields: ['email', 'gpa', 'studentId'] })).toBe(
      'email,gpa,studentId\r\na@b.am,,S1\r\n',
    );
  });

  test('when cells hold delimiters, quotes or line breaks, then they are quoted with doubled quotes', () => {
    expect(toCsv(['note'], [{ note: 'He said "yes", then\nleft' }], { header: false })).toBe('"He said ""yes"", then\nleft"\r\n');
  });

  test('when the export asks for a BOM and semicolons, then the file starts with it and uses them', () => {
    expect(toCsv(['a', 'b'], [{ a: 1, b: 2 }], { bom: true, delimiter: ';' })).toBe('\uFEFFa;b\r\n1;2\r\n');
  });

  test('when import records are exported by entity, then they parse back to the same records', () => {
    const parsed = parseImportCsv('lecturer', sampleCsv('lecturer'));
    const again = parseImportCsv('lecturer', toCsv('lecturer', parsed.rows.map((row) => row.values)));
    expect(again.errors).toEqual([]);
    expect(again.rows).toEqual(parsed.rows);
  });
});

describe('formula injection', () => {
  test.each(['=SUM(A1:A9)', '+374 91 123456', '-2+3', '@cmd', '\tx', '\rx', '=1\n+2'])(
    'when a text cell starts like a formula (%p), then it is written after an apostrophe',
    (value) => {
      const csv = toCsv(['phone'], [{ phone: value }], { header: false });
      expect(Papa_unquote(csv)).toBe(`'${value}`);
    },
  );

  test('when a number is negative, then it is written as it is', () => {
    expect(toCsv(['delta'], [{ delta: -5 }], { header: false })).toBe('-5\r\n');
  });

  test('when a guarded cell is imported again, then the apostrophe is gone', () => {
    const csv = toCsv('student', parseImportCsv('student', sampleCsv('student')).rows.map((row) => row.values));
    expect(csv).toContain("'+374 91 123456");
    expect(parseImportCsv('student', csv).rows[0]!.values.phone).toBe('+374 91 123456');
  });
});

/** The one cell of a one-line CSV, unquoted. */
function Papa_unquote(csv: string): string {
  const body = csv.slice(0, -2);
  return body.startsWith('"') ? body.slice(1, -1).replaceAll('""', '"') : body;
}
