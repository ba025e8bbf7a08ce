import { deansOfficeBulkStudent, parseImportCsv } from '@campus/contracts/imports';
import { csvWith, messagesFor, parseWith } from './helpers.js';

describe('student import: required fields', () => {
  test.each([
    ['studentId', 'Student ID is required'],
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['nationality', 'Nationality is required'],
    ['department', 'Department is required'],
    ['program', 'Program is required'],
    ['email', 'Email is required'],
    ['dateOfBirth', 'Date of birth is required'],
    ['gender', 'Gender is required'],
    ['admissionYear', 'Admission year is required'],
    ['academicLevel', 'Academic level is required'],
    ['emergencyContact', 'Emergency contact is required'],
    ['address', 'Address is required'],
  ])('when %s is empty, then the row says "%s"', (field, message) => {
    const result = parseWith('student', { [field]: '' });
    expect(result.errors).toEqual([{ row: 2, field, code: 'required', message, params: { field } }]);
    expect(result.rows).toEqual([]);
  });

  test('when phone, gpa and notes are empty, then the row is valid without them', () => {
    const { rows, errors } = parseWith('student', { phone: '', gpa: '', notes: '' });
    expect(errors).toEqual([]);
    expect(rows[0]!.values).not.toHaveProperty('phone');
    expect(rows[0]!.values).not.toHaveProperty('gpa');
    expect(rows[0]!.values).not.toHaveProperty('notes');
  });

  test('when enrollmentStatus is empty or its column is absent, then it is active', () => {
    expect(parseWith('student', { enrollmentStatus: '' }).rows[0]!.values.enrollmentStatus).toBe('active');
    expect(parseWith('student', { enrollmentStatus: null }).rows[0]!.values.enrollmentStatus).toBe('active');
  });
});

describe('student import: formats', () => {
  test.each(['anna', 'anna@ysu', 'anna @ysu.am', '@ysu.am'])('when email is %p, then "Invalid email format"', (value) => {
    expect(messagesFor('student', 'email', value)).toEqual(['Invalid email format']);
  });

  test.each(['2005/03/14', '14.03.2005', '2005-3-14', '2005-02-30', '2005-13-01'])(
    'when dateOfBirth is %p, then "Date must be in YYYY-MM-DD format"',
    (value) => {
      expect(messagesFor('student', 'dateOfBirth', value)).toEqual(['Date must be in YYYY-MM-DD format']);
    },
  );

  test('when dateOfBirth is a leap day, then it is kept as written', () => {
    expect(parseWith('student', { dateOfBirth: '2004-02-29' }).rows[0]!.values.dateOfBirth).toBe('2004-02-29');
  });
});

describe('student import: enumerations', () => {
  test.each([
    ['gender', 'unknown', 'Gender must be one of: male, female, other'],
    ['academicLevel', 'doctoral', 'Academic level must be one of: undergraduate, graduate, postgraduate'],
    ['enrollmentStatus', 'expelled', 'Enrollment status must be one of: active, inactive, graduated, dropped'],
  ])('when %s is %p, then "%s"', (field, value, message) => {
    const error = parseWith('student', { [field]: value }).errors[0]!;
    expect(error).toMatchObject({ field, code: 'notAllowed', message });
    expect(error.params.allowed).toBe(message.split(': ')[1]);
  });

  test('when an enumeration value differs only in case or spacing, then it is read as the allowed value', () => {
    const { values } = parseWith('student', { gender: ' Male ', academicLevel: 'GRADUATE', enrollmentStatus: 'Dropped' })
      .rows[0]!;
    expect(values).toMatchObject({ gender: 'male', academicLevel: 'graduate', enrollmentStatus: 'dropped' });
  });
});

describe('student import: numeric bounds', () => {
  test.each(['2020', '2030'])('when admissionYear is %s, then it is a number within bounds', (value) => {
    expect(parseWith('student', { admissionYear: value }).rows[0]!.values.admissionYear).toBe(Number(value));
  });

  test.each(['2019', '2031'])('when admissionYear is %s, then it is out of range', (value) => {
    expect(parseWith('student', { admissionYear: value }).errors).toEqual([
      {
        row: 2,
        field: 'admissionYear',
        code: 'outOfRange',
        message: 'Admission year must be between 2020 and 2030',
        params: { field: 'admissionYear', min: 2020, max: 2030 },
      },
    ]);
  });

  test('when admissionYear has a fraction, then it must be a whole number', () => {
    expect(messagesFor('student', 'admissionYear', '2024.5')).toEqual(['Admission year must be a whole number']);
  });

  test.each(['twenty', '1e3', '0x7E8', 'Infinity'])('when admissionYear is %p, then it must be a number', (value) => {
    expect(messagesFor('student', 'admissionYear', value)).toEqual(['Admission year must be a number']);
  });

  test.each([
    ['0', 0],
    ['4', 4],
    ['3.25', 3.25],
    ['3,5', 3.5],
  ])('when gpa is %p, then it is %p', (value, expected) => {
    expect(parseWith('student', { gpa: value }).rows[0]!.values.gpa).toBe(expected);
  });

  test.each(['-0.01', '4.01'])('when gpa is %s, then it must be between 0 and 4', (value) => {
    expect(messagesFor('student', 'gpa', value)).toEqual(['GPA must be between 0 and 4']);
  });
});

describe('student import: one file', () => {
  test('when a student ID or an email repeats, then the later row names the earlier one', () => {
    const csv = `${csvWith('student')}\n${csvWith('student').split('\n')[1]!.replace('anna.petrosyan', 'ANNA.PETROSYAN')}`;
    const { errors, rows } = parseImportCsv('student', csv);
    expect(rows.map((row) => row.row)).toEqual([2]);
    expect(errors.map((error) => [error.row, error.field, error.message])).toEqual([
      [3, 'studentId', 'Student ID already appears in row 2'],
      [3, 'email', 'Email already appears in row 2'],
    ]);
  });
});

describe("dean's office bulk body", () => {
  test('when a row has an admission year, then the body is its name and email with yearOfStudy 1', () => {
    const values = parseWith('student', { admissionYear: '2022' }).rows[0]!.values;
    expect(deansOfficeBulkStudent(values)).toEqual({
      firstName: 'Anna',
      lastName: 'Petrosyan',
      email: 'anna.petrosyan@university.example',
      yearOfStudy: 1,
    });
  });

  test('when a record has no admission year, then the body has no yearOfStudy', () => {
    const values = { ...parseWith('student').rows[0]!.values, admissionYear: undefined as unknown as number };
    expect(deansOfficeBulkStudent(values)).toEqual({
      firstName: 'Anna',
      lastName: 'Petrosyan',
      email: 'anna.petrosyan@university.example',
    });
  });
});
