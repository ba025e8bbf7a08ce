// Attendance (issue 13): periods, class sessions, marks, the matrix and absences; the calls and the error codes.
export * from './schemas.js';
export * from './paths.js';
export * from './messages.js';
export * from './summary.js';
