import { parseImportCsv, sampleCsv, templateCsv, IMPORT_ENTITIES, IMPORT_SCHEMAS, normalizeName } from '@campus/contracts/imports';
import { parseWith } from './helpers.js';

type Case = [entity: 'lecturer' | 'subject' | 'group', field: string, value: string, message: string];

/** The row with one cell changed gives exactly this one message, for that field. */
function expectOnly([entity, field, value, message]: Case) {
  const { errors, rows } = parseWith(entity, { [field]: value });
  expect(errors.map((error) => [error.field, error.message])).toEqual([[field, message]]);
  expect(rows).toEqual([]);
}

describe('required fields', () => {
  test.each<Case>([
    ['lecturer', 'employeeId', '', 'Employee ID is required'],
    ['lecturer', 'firstName', '', 'First name is required'],
    ['lecturer', 'lastName', '', 'Last name is required'],
    ['lecturer', 'email', '', 'Email is required'],
    ['lecturer', 'phone', '', 'Phone is required'],
    ['lecturer', 'department', '', 'Department is required'],
    ['lecturer', 'position', '', 'Position is required'],
    ['lecturer', 'employmentType', '', 'Employment type is required'],
    ['lecturer', 'qualification', '', 'Qualification is required'],
    ['lecturer', 'specializations', '', 'Specializations are required'],
    ['lecturer', 'specializations', ' ; , ', 'Specializations are required'],
    ['lecturer', 'experience', '', 'Experience is required'],
    ['lecturer', 'maxLoad', '', 'Max load is required'],
    ['lecturer', 'joiningDate', '', 'Joining date is required'],
    ['lecturer', 'office', '', 'Office is required'],
    ['subject', 'code', '', 'Subject code is required'],
    ['subject', 'name', '', 'Subject name is required'],
    ['subject', 'credits', '', 'Credits is required'],
    ['subject', 'department', '', 'Department is required'],
    ['subject', 'semester', '', 'Semester is required'],
    ['subject', 'level', '', 'Level is required'],
    ['subject', 'type', '', 'Type is required'],
    ['subject', 'description', '', 'Description is required'],
    ['subject', 'weeklyHours', '', 'Weekly hours is required'],
    ['group', 'name', '', 'Group name is required'],
    ['group', 'code', '', 'Group code is required'],
    ['group', 'department', '', 'Department is required'],
    ['group', 'program', '', 'Program is required'],
    ['group', 'level', '', 'Level is required'],
    ['group', 'semester', '', 'Semester is required'],
    ['group', 'academicYear', '', 'Academic year is required'],
    ['group', 'maxCapacity', '', 'Max capacity is required'],
    ['group', 'advisor', '', 'Advisor is required'],
    ['group', 'classroom', '', 'Classroom is required'],
  ])('when %s %s is %p, then "%s"', (...args) => expectOnly(args));

  test.each([
    ['lecturer', { salary: '', status: '', notes: '' }, { status: 'active' }, ['salary', 'notes']],
    ['subject', { prerequisites: '', labHours: '', examHours: '', status: '' }, { labHours: 0, examHours: 0, status: 'active' }, ['prerequisites']],
    ['group', { currentEnrollment: '', status: '', notes: '' }, { currentEnrollment: 0, status: 'active' }, ['notes']],
  ] as const)('when the optional cells of a %s are empty, then the defaults apply', (entity, changes, expected, absent) => {
    const { rows, errors } = parseWith(entity, changes);
    expect(errors).toEqual([]);
    expect(rows[0]!.values).toMatchObject(expected);
    for (const key of absent) expect(rows[0]!.values).not.toHaveProperty(key);
  });
});

describe('formats and enumerations', () => {
  test.each<Case>([
    ['lecturer', 'email', 'gohar.avetisyan', 'Invalid email format'],
    ['lecturer', 'joiningDate', '01.09.2013', 'Date must be in YYYY-MM-DD format'],
    ['lecturer', 'position', 'Dean', 'Position must be one of: Professor, Associate Professor, Assistant Professor, Lecturer, Instructor'],
    ['lecturer', 'employmentType', 'hourly', 'Employment type must be one of: full-time, part-time, contract'],
    ['lecturer', 'status', 'retired', 'Status must be one of: active, inactive, sabbatical'],
    ['subject', 'type', 'seminar', 'Type must be one of: core, elective, lab'],
    ['subject', 'semester', '3', 'Semester must be one of: 1, 2'],
    ['subject', 'status', 'archived', 'Status must be one of: active, inactive'],
    ['group', 'semester', '0', 'Semester must be one of: 1, 2'],
    ['group', 'status', 'forming', 'Status must be one of: active, inactive, completed'],
    ['group', 'academicYear', '2024/2025', 'Academic year must be in YYYY-YYYY format'],
    ['group', 'academicYear', '24-25', 'Academic year must be in YYYY-YYYY format'],
  ])('when %s %s is %p, then "%s"', (...args) => expectOnly(args));

  test('when enumeration cells are written loosely, then they are read as the allowed values', () => {
    const lecturer = parseWith('lecturer', { position: 'associate professor', employmentType: 'Full Time', status: 'SABBATICAL' });
    expect(lecturer.rows[0]!.values).toMatchObject({ position: 'Associate Professor', employmentType: 'full-time', status: 'sabbatical' });
    expect(parseWith('subject', { semester: '2' }).rows[0]!.values.semester).toBe(2);
  });

  test('when list cells are separated by semicolons, commas or bars, then they are lists', () => {
    expect(parseWith('lecturer', { specializations: 'Algebra; Geometry, Topology|Logic' }).rows[0]!.values.specializations).toEqual([
      'Algebra',
      'Geometry',
      'Topology',
      'Logic',
    ]);
    expect(parseWith('subject', { prerequisites: 'CS101, MATH101' }).rows[0]!.values.prerequisites).toEqual(['CS101', 'MATH101']);
  });
});

describe('numeric bounds', () => {
  /** [entity, field, accepted values at the bounds, rejected values just outside with their message] */
  test.each([
    ['lecturer', 'experience', ['0', '40'], [['-1', 'Experience must be at least 0'], ['1.5', 'Experience must be a whole number']]],
    ['lecturer', 'maxLoad', ['1', '40'], [['0', 'Max load must be between 1 and 40'], ['41', 'Max load must be between 1 and 40'], ['12.5', 'Max load must be a whole number']]],
    ['lecturer', 'salary', ['0.01', '350000'], [['0', 'Salary must be greater than 0'], ['-100', 'Salary must be greater than 0'], ['a lot', 'Salary must be a number']]],
    ['subject', 'credits', ['1', '10'], [['0', 'Credits must be between 1 and 10'], ['11', 'Credits must be between 1 and 10'], ['2.5', 'Credits must be a whole number']]],
    ['subject', 'level', ['1', '4'], [['0', 'Level must be between 1 and 4'], ['5', 'Level must be between 1 and 4']]],
    ['subject', 'weeklyHours', ['1', '10'], [['0', 'Weekly hours must be between 1 and 10'], ['11', 'Weekly hours must be between 1 and 10']]],
    ['subject', 'labHours', ['0', '1.5'], [['-1', 'Lab hours must be at least 0']]],
    ['subject', 'examHours', ['0', '2.5'], [['-0.5', 'Exam hours must be at least 0']]],
    ['group', 'level', ['1', '4'], [['0', 'Level must be between 1 and 4'], ['5', 'Level must be between 1 and 4'], ['1.5', 'Level must be a whole number']]],
    ['group', 'maxCapacity', ['1', '100'], [['0', 'Max capacity must be between 1 and 100'], ['101', 'Max capacity must be between 1 and 100']]],
    ['group', 'currentEnrollment', ['0', '25'], [['-1', 'Current enrollment must be at least 0']]],
  ] as const)('%s %s: %p pass, %p fail', (entity, field, accepted, rejected) => {
    for (const value of accepted) {
      const { rows, errors } = parseWith(entity, { [field]: value });
      expect(errors).toEqual([]);
      expect((rows[0]!.values as Record<string, unknown>)[field]).toBe(Number(value));
    }
    for (const [value, message] of rejected) expectOnly([entity, field, value, message]);
  });

  test('when a bound is broken, then the error carries the code and the bounds as params', () => {
    expect(parseWith('group', { maxCapacity: '101' }).errors[0]).toMatchObject({
      code: 'outOfRange',
      params: { field: 'maxCapacity', min: 1, max: 100 },
    });
    expect(parseWith('lecturer', { experience: '-1' }).errors[0]).toMatchObject({ code: 'belowMinimum', params: { field: 'experience', min: 0 } });
    expect(parseWith('lecturer', { salary: '0' }).errors[0]).toMatchObject({ code: 'notPositive', params: { field: 'salary' } });
  });
});

describe('templates and samples', () => {
  test.each(IMPORT_ENTITIES)('when the %s sample is parsed, then its three rows are valid', (entity) => {
    const result = parseImportCsv(entity, sampleCsv(entity));
    expect(result.errors).toEqual([]);
    expect(result.parseError).toBeUndefined();
    expect(result.rows.map((row) => row.row)).toEqual([2, 3, 4]);
  });

  test.each(IMPORT_ENTITIES)('when the %s template is parsed, then it has every column and no rows', (entity) => {
    const template = templateCsv(entity);
    expect(template).toBe(`${Object.keys(IMPORT_SCHEMAS[entity].fields).join(',')}\r\n`);
    expect(parseImportCsv(entity, template)).toEqual({ rows: [], errors: [], delimiter: ',', unknownColumns: [] });
  });

  test.each(IMPORT_ENTITIES)('when the %s header names are normalised, then no two fields share one', (entity) => {
    const names = Object.entries(IMPORT_SCHEMAS[entity].fields).flatMap(([key, field]) =>
      [...new Set([key, field.label, ...field.aliases].map(normalizeName))],
    );
    expect(names.length).toBe(new Set(names).size);
  });
});

describe('one file', () => {
  test.each([
    ['lecturer', 'employeeId', 'Employee ID already appears in row 2'],
    ['subject', 'code', 'Subject code already appears in row 2'],
    ['group', 'code', 'Group code already appears in row 2'],
  ] as const)('when a %s repeats its %s, then the later row names the earlier one', (entity, field, message) => {
    const lines = sampleCsv(entity).split('\r\n');
    const repeated = parseImportCsv(entity, [lines[0], lines[1], lines[1]].join('\n'));
    expect(repeated.errors.filter((error) => error.field === field).map((error) => [error.row, error.message])).toEqual([[3, message]]);
  });
});
