// Request and response schemas of the organizational service: faculties, departments, programs, academic years
// and periods, courses (subjects), sections, groups, students, lecturers (instructors), enrollments, rooms, weekly
// classes, lecturer allocation, dashboards and analytics. The schema is the validation, the TypeScript type and the
// API documentation at once.
//
// Routes. Scope: admin → everything; deans_office → the faculties whose dean_user_id is the caller; chair → the
// departments whose chair_user_id is the caller (and their faculty read-only); lecturer → read what they teach;
// student → 403 on every staff route. "staff-read" = admin, deans_office, chair, lecturer, quality_assurance.
// One group, lecturer, section or weekly class follows the scope of its list; one department or program is read
// within the faculties the caller reads (a lecturer: their own department); out of scope → 403 OUT_OF_SCOPE,
// nonexistent → 404. The faculty, department and program lists are open to all staff (pickers need the names).
// Every list takes ListQuery (page ≥ 1, pageSize 1–100 default 20, search, sort = a whitelisted column, order
// asc|desc) plus the filters named; answers {data, total, page, pageSize} unless said otherwise.
// Each resource's file lists its routes; the paths below /api/organizational answer under `data`.
export { DataList, ListQuery, type DataPage } from '../lists.js';
export { ClockTime } from './primitives.js';
export * from './common.js';
export * from './faculties.js';
export * from './departments.js';
export * from './programs.js';
export * from './academic-years.js';
export * from './lecturers.js';
export * from './students.js';
export * from './courses.js';
export * from './groups.js';
export * from './sections.js';
export * from './rooms.js';
export * from './weekly-classes.js';
export * from './allocation.js';
export * from './dashboards.js';
export * from './analytics.js';
export * from './schedule.js';
export * from './academic-calendar.js';
export * from './class-time.js';
export * from './imports.js';
export * from './exports.js';
export * from './paths.js';
export * from './calendar-feed.js';
export * from './schedule-pdf.js';
export * from './generator.js';
