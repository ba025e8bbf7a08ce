import Papa from 'papaparse';
import {
  IMPORT_LIMITS,
  parseImportCsv,
  UNEXPECTED_VALIDATION_ERROR,
  validationSummary,
} from '@campus/contracts/imports';
import { csvWith, VALID_CELLS } from './helpers.js';

const student = VALID_CELLS.student;
const validLine = csvWith('student').split('\r\n')[1]!;
const header = Object.keys(student).join(',');

/** A student CSV with the given header cells, each row the valid values in the same order as `keys`. */
function studentCsv(headerCells: string[], keys: string[], rows = 1, delimiter = ','): string {
  const line = (n: number) => keys.map((key) => (key === 'studentId' || key === 'email' ? `${n + 1}${student[key]}` : student[key]!));
  const lines = Array.from({ length: rows }, (_, n) => line(n));
  return [headerCells.join(delimiter), Papa.unparse(lines, { delimiter })].join('\n');
}

/** A valid row without any quoted cell, to place broken quotes in. */
const unquotedLine = csvWith('student', { address: 'Yerevan' }).split('\r\n')[1]!;

describe('header names', () => {
  test.each([
    [['student_id', 'first_name', 'last_name', 'e-mail', 'date_of_birth']],
    [['Student ID', 'First Name', 'LAST NAME', 'E-Mail', 'DOB']],
    [['studentNumber', 'given name', 'surname', 'Email Address', 'birth date']],
  ])('when the header spells the columns as %p, then they are matched', (names) => {
    const keys = ['studentId', 'firstName', 'lastName', 'email', 'dateOfBirth'];
    const rest = Object.keys(student).filter((key) => !keys.includes(key));
    const result = parseImportCsv('student', studentCsv([...names, ...rest], [...keys, ...rest]));
    expect(result.errors).toEqual([]);
    expect(result.rows[0]!.values).toMatchObject({ studentId: '1YSU-2024-0001', dateOfBirth: '2005-03-14' });
  });

  test('when the header has unknown columns, then they are listed once and the rows still parse', () => {
    const keys = Object.keys(student);
    const csv = studentCsv([...keys, 'Favourite colour'], [...keys, 'studentId'], 3);
    const result = parseImportCsv('student', csv);
    expect(result.unknownColumns).toEqual(['Favourite colour']);
    expect(result.rows).toHaveLength(3);
    expect(result.errors).toEqual([]);
  });

  test('when required columns are missing, then the file fails naming them', () => {
    const result = parseImportCsv('student', csvWith('student', { nationality: null, program: null, gpa: null }));
    expect(result.parseError).toEqual({
      code: 'missingColumns',
      message: 'Missing required column(s): nationality, program',
      params: { columns: 'nationality, program' },
    });
    expect(result.rows).toEqual([]);
  });

  test('when a required column is missing beside an unknown one, then both are reported', () => {
    const csv = csvWith('student').replace('studentId', 'Student Nr.');
    const result = parseImportCsv('student', csv);
    expect(result.parseError).toMatchObject({ code: 'missingColumns', params: { columns: 'studentId' } });
    expect(result.unknownColumns).toEqual(['Student Nr.']);
  });

  test('when two header cells name the same field, then the file fails naming them', () => {
    const keys = Object.keys(student);
    const result = parseImportCsv('student', studentCsv([...keys, 'E-mail'], [...keys, 'email']));
    expect(result.parseError).toMatchObject({ code: 'duplicateColumns', message: 'Column(s) given more than once: E-mail' });
  });
});

describe('quoting and line endings', () => {
  test('when a cell is quoted with doubled quotes, commas and a line break inside, then it is read whole', () => {
    const csv = csvWith('student', { address: 'Apt 5, "Cascade" building\n12 Tamanyan St' });
    expect(csv).toContain('"Apt 5, ""Cascade"" building\n12 Tamanyan St"');
    const result = parseImportCsv('student', `${csv}\n${validLine.replace('YSU-2024-0001', 'YSU-2024-0002').replace('anna.', 'ani.')}`);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
    expect(result.rows[0]!.values.address).toBe('Apt 5, "Cascade" building\n12 Tamanyan St');
  });

  test('when the file starts with a UTF-8 BOM, then the first column is still recognised', () => {
    const result = parseImportCsv('student', `\uFEFF${csvWith('student')}`);
    expect(result.errors).toEqual([]);
    expect(result.rows[0]!.values.studentId).toBe('YSU-2024-0001');
  });

  test.each([
    ['CRLF', '\r\n'],
    ['LF', '\n'],
    ['CR', '\r'],
  ])('when lines end with %s, then every row is read with its number', (_, newline) => {
    const rows = [validLine, validLine.replace('YSU-2024-0001', 'X2').replace('anna.', 'b.')];
    const result = parseImportCsv('student', [header, ...rows, ''].join(newline));
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.row)).toEqual([2, 3]);
  });

  test('when the file is separated by semicolons, then it is read and the delimiter is reported', () => {
    const result = parseImportCsv('student', Papa.unparse([{ ...student, gpa: '3,5' }], { delimiter: ';' }));
    expect(result.delimiter).toBe(';');
    expect(result.errors).toEqual([]);
    expect(result.rows[0]!.values.gpa).toBe(3.5);
  });

  test('when the file was pasted from a spreadsheet (tabs), then it is read', () => {
    const keys = Object.keys(student);
    const result = parseImportCsv('student', studentCsv(keys, keys, 2, '\t'));
    expect(result.delimiter).toBe('\t');
    expect(result.rows).toHaveLength(2);
  });

  test('when a comma file has a cell with a semicolon, then the delimiter stays a comma', () => {
    const result = parseImportCsv('student', csvWith('student', { notes: 'scholarship; dormitory' }));
    expect(result.delimiter).toBe(',');
    expect(result.rows[0]!.values.notes).toBe('scholarship; dormitory');
  });
});

describe('rows', () => {
  test('when a row has fewer or more cells than the header, then it is one row error and the rest parse', () => {
    const csv = [header, validLine, 'YSU-1,Anna', `${validLine},extra`].join('\n');
    const result = parseImportCsv('student', csv);
    expect(result.rows.map((row) => row.row)).toEqual([2]);
    expect(result.errors).toEqual([
      {
        row: 3,
        field: '',
        code: 'cellCount',
        message: `Row has 2 cells but the header has ${Object.keys(student).length}`,
        params: { expected: Object.keys(student).length, actual: 2 },
      },
      expect.objectContaining({ row: 4, code: 'cellCount', params: { expected: 17, actual: 18 } }),
    ]);
  });

  test('when rows are blank, then they are skipped but keep their row number', () => {
    const second = validLine.replace('YSU-2024-0001', 'X2').replace('anna.', 'b.');
    const result = parseImportCsv('student', [header, '', validLine, ',,,', second, '', ''].join('\n'));
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => row.row)).toEqual([3, 5]);
  });

  test('when cells have spaces around them, then the values are trimmed', () => {
    const result = parseImportCsv('student', csvWith('student', { firstName: '  Anna  ', admissionYear: ' 2024 ' }));
    expect(result.rows[0]!.values).toMatchObject({ firstName: 'Anna', admissionYear: 2024 });
  });

  test('when a cell carries the formula guard of an export, then the guard is removed', () => {
    const result = parseImportCsv('student', csvWith('student', { phone: "'+374 91 123456" }));
    expect(result.rows[0]!.values.phone).toBe('+374 91 123456');
  });
});

describe('file problems', () => {
  test.each(['', '\uFEFF', '\n\n', ' , ,'])('when the file is %p, then it is empty', (text) => {
    expect(parseImportCsv('student', text).parseError).toEqual({
      code: 'empty',
      message: 'The CSV is empty: its first row must name the columns',
      params: {},
    });
  });

  test('when a quoted cell is never closed, then the file fails naming the row', () => {
    const csv = [header, unquotedLine, unquotedLine.replace('Anna', '"Anna')].join('\n');
    expect(parseImportCsv('student', csv).parseError).toMatchObject({
      code: 'unclosedQuote',
      message: 'A quoted cell that starts in row 3 is never closed',
    });
  });

  test('when a quote is misplaced after a quoted cell, then that row is an error and the next row parses', () => {
    const next = validLine.replace('YSU-2024-0001', 'X2').replace('anna.', 'b.');
    const result = parseImportCsv('student', [header, validLine.replace('Anna', '"Anna"x'), next].join('\n'));
    expect(result.errors).toEqual([expect.objectContaining({ row: 2, field: '', code: 'badQuotes' })]);
    expect(result.rows.map((row) => row.row)).toEqual([3]);
  });

  test('when the file has more rows than the limit, then it fails with the limit', () => {
    const csv = [header, ...Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, () => validLine)].join('\n');
    expect(parseImportCsv('student', csv).parseError).toMatchObject({
      code: 'tooManyRows',
      message: 'The CSV has more than 20000 rows: split it into files of at most 20000 rows',
    });
  });

  test('when the text is larger than the limit, then it fails before reading', () => {
    const text = `${header}\n${'x'.repeat(IMPORT_LIMITS.maxMegabytes * 1024 * 1024)}`;
    expect(parseImportCsv('student', text).parseError).toMatchObject({
      code: 'tooLarge',
      message: 'The CSV is too large: at most 10 MB can be imported at once',
    });
  });
});

describe('summary messages', () => {
  test('when errors are counted, then the spec sentence carries the number', () => {
    expect(validationSummary(3)).toEqual({
      code: 'validationSummary',
      message: '3 validation error(s) found. Fix and re-parse.',
      params: { n: 3 },
    });
    expect(UNEXPECTED_VALIDATION_ERROR).toBe('An unexpected validation error occurred');
  });
});
