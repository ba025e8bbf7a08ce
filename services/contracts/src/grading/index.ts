// Grading (issue 14): midterm sheets per section and midterm number, the verified publish flow, students' published
// grades, the staff overview; the calls and the error codes.
export * from './schemas.js';
export * from './paths.js';
export * from './messages.js';
export * from './internal.js';
export * from './board.js';
export * from './reports.js';
export * from './settings.js';
