// Columns that several import schemas share, defined once so they are spelled, bounded and aliased alike.
import { email, number, oneOf, text } from './fields.js';

export const FIRST_NAME = text('First name', ['first', 'given name', 'forename']);
export const LAST_NAME = text('Last name', ['last', 'surname', 'family name']);
export const EMAIL = email('Email', ['email address', 'mail', 'institutional email'], { unique: true });
export const PHONE_ALIASES = ['phone number', 'telephone', 'tel', 'mobile'] as const;
export const DEPARTMENT = text('Department', ['dept', 'department name']);
export const PROGRAM = text('Program', ['programme', 'program name', 'major', 'specialty']);
/** SPEC §5 "level: integer 1-4" (subjects and groups): the year of study the subject or group belongs to. */
export const LEVEL = number('Level', ['year of study', 'course year', 'study year'], { integer: true, min: 1, max: 4 });
export const SEMESTER = oneOf('Semester', ['term'], [1, 2]);
/**
 * Notes are optional on every entity: the student schema marks them so, and a remark is never a fact an import
 * could not do without (the spec leaves the lecturer's and group's unmarked).
 */
export const NOTES = text('Notes', ['note', 'comments', 'remarks'], { optional: true, long: true });
