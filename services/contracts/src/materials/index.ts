// Materials (issue 12): course and assignment materials, their files, access and due-soon homework. The constants,
// schemas, paths, error codes and the one field check shared by the browser form and the server.
export * from './constants.js';
export * from './messages.js';
export * from './validate.js';
export * from './schemas.js';
export * from './paths.js';
export * from './access.js';
