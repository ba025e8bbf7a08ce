// Surveys and course evaluation (issue 15): surveys, templates and course evaluations; answering; results; the calls
// and the error codes. The audience (shared with announcements) is `@campus/contracts/audience`.
export * from './schemas.js';
export * from './answers.js';
export * from './results.js';
export * from './paths.js';
export * from './messages.js';
export * from './completeness.js';
export * from './programs.js';
export * from './section-audiences.js';
