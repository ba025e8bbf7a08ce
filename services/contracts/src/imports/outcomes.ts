// What the server says of an import beyond the CSV schema (messages.ts): the check of what rows name (a department,
// program, advisor or prerequisite it does not know, an ID another record holds) and each row's outcome in the job
// (its error, or a note on a success). Each is a stable code with params, translated by the browser as
// `imports.errors.<code>`, and the English text the server stores and answers beside it.
//
// Codes and their params (value = the cell or key the row gave):
//   check  UNKNOWN_DEPARTMENT · AMBIGUOUS_DEPARTMENT · UNKNOWN_PROGRAM · OUT_OF_SCOPE · STUDENT_ID_TAKEN
//          EMPLOYEE_ID_TAKEN · UNKNOWN_PREREQUISITE · UNKNOWN_ADVISOR · UNKNOWN_ROW {value}
//          PROGRAM_NOT_IN_DEPARTMENT · AMBIGUOUS_PROGRAM {value, department}
//   job    PROGRAM_GONE · PREREQUISITE_GONE · STUDENT_EMAIL_TAKEN · SUBJECT_CODE_TAKEN · GROUP_CODE_TAKEN
//          ACCOUNT_HAS_OTHER_ROLE {value} · NOT_ADMIN {} · ACCOUNT_REFUSED {message: auth's own}
//   notes  STUDENT_EXISTS · LECTURER_EXISTS · SUBJECT_EXISTS · GROUP_EXISTS · ACCOUNT_LINKED {}
import type { ImportMessageParams } from './messages.js';

type Build = (params: ImportMessageParams) => string;

const OUTCOMES = {
  UNKNOWN_DEPARTMENT: (p) => `Department "${p.value}" was not found`,
  AMBIGUOUS_DEPARTMENT: (p) => `Department "${p.value}" names several departments; use its code`,
  UNKNOWN_PROGRAM: (p) => `Program "${p.value}" was not found`,
  PROGRAM_NOT_IN_DEPARTMENT: (p) => `Program "${p.value}" is not a program of department "${p.department}"`,
  AMBIGUOUS_PROGRAM: (p) => `Program "${p.value}" names several programs of department "${p.department}"; use its code`,
  OUT_OF_SCOPE: (p) => `Program "${p.value}" belongs to another faculty: you can import students into your faculty's programs only`,
  STUDENT_ID_TAKEN: (p) => `Student ID "${p.value}" is already used by another student`,
  EMPLOYEE_ID_TAKEN: (p) => `Employee ID "${p.value}" is already used by another lecturer`,
  UNKNOWN_PREREQUISITE: (p) => `Prerequisite "${p.value}" is not an existing subject nor one of an earlier row`,
  UNKNOWN_ADVISOR: (p) => `Advisor "${p.value}" is no lecturer's email or employee ID`,
  UNKNOWN_ROW: (p) => `A temporary password is given for row ${p.value}, which is not a valid row of this CSV`,
  PROGRAM_GONE: (p) => `Program "${p.value}" no longer exists`,
  PREREQUISITE_GONE: (p) => `Prerequisite "${p.value}" no longer exists`,
  STUDENT_EMAIL_TAKEN: (p) => `A student with email ${p.value} already exists`,
  SUBJECT_CODE_TAKEN: (p) => `A subject with code "${p.value}" already exists`,
  GROUP_CODE_TAKEN: (p) => `A group with code "${p.value}" already exists`,
  ACCOUNT_HAS_OTHER_ROLE: (p) => `${p.value} already has an account; an administrator can add the student role to it`,
  NOT_ADMIN: () => 'Only an administrator can import these records',
  ACCOUNT_REFUSED: (p) => `The account could not be made: ${p.message}`,
  STUDENT_EXISTS: () => 'A student with this email already exists: nothing was created',
  LECTURER_EXISTS: () => 'A lecturer with this email already exists: nothing was created',
  SUBJECT_EXISTS: () => 'A subject with this code already exists: nothing was created',
  GROUP_EXISTS: () => 'A group with this code already exists: nothing was created',
  ACCOUNT_LINKED: () => 'Linked to the existing account of this email: its password is unchanged',
} satisfies Record<string, Build>;

export type ImportOutcomeCode = keyof typeof OUTCOMES;

/** Every code the server may answer or store for an import's rows (each needs a translation in every language). */
export const IMPORT_OUTCOME_CODES = Object.keys(OUTCOMES) as ImportOutcomeCode[];

export interface ImportOutcome {
  code: ImportOutcomeCode;
  message: string;
  params: ImportMessageParams;
}

/** An outcome with its English text. */
export function outcome(code: ImportOutcomeCode, params: ImportMessageParams = {}): ImportOutcome {
  return { code, params, message: (OUTCOMES[code] as Build)(params) };
}
