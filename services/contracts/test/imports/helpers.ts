// Test helpers for the import schemas: one valid row per entity as CSV cells, and a parse of that row with some
// cells changed, answering the row's errors.
import Papa from 'papaparse';
import { parseImportCsv, type ImportEntity } from '@campus/contracts/imports';

export const VALID_CELLS: Record<ImportEntity, Record<string, string>> = {
  student: {
    studentId: 'YSU-2024-0001',
    firstName: 'Anna',
    lastName: 'Petrosyan',
    email: 'anna.petrosyan@ysu.am',
    phone: '+374 91 123456',
    dateOfBirth: '2005-03-14',
    gender: 'female',
    nationality: 'Armenian',
    admissionYear: '2024',
    department: 'Physics',
    program: 'Applied Physics',
    academicLevel: 'undergraduate',
    enrollmentStatus: 'active',
    gpa: '3.6',
    emergencyContact: 'Karen Petrosyan +374 93 654321',
    address: '12 Abovyan St, Yerevan',
    notes: '',
  },
};

/** A CSV of a header and one row: the valid cells of `entity` with `changes` applied (null drops the column). */
export function csvWith(entity: ImportEntity, changes: Record<string, string | null> = {}): string {
  const cells: Record<string, string> = { ...VALID_CELLS[entity] };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete cells[key];
    else cells[key] = value;
  }
  return Papa.unparse([Object.keys(cells), Object.values(cells)]);
}

export function parseWith(entity: ImportEntity, changes: Record<string, string | null> = {}) {
  return parseImportCsv(entity, csvWith(entity, changes));
}

/** The messages of the row's errors for one field. */
export function messagesFor(entity: ImportEntity, field: string, value: string): string[] {
  return parseWith(entity, { [field]: value })
    .errors.filter((error) => error.field === field)
    .map((error) => error.message);
}
