// Whose people a screen lists: whatever the server lets the caller see, or one faculty's of those (the dean's
// office) or one department's (a chair); the faculty or department is undefined while it is still being found. The
// server limits every list to the caller's scope either way.
export type PeopleScope = { visible: true } | { facultyId: string | undefined } | { departmentId: string | undefined };

export const fixedFaculty = (scope: PeopleScope) => ('facultyId' in scope ? scope.facultyId : undefined);

export const fixedDepartment = (scope: PeopleScope) => ('departmentId' in scope ? scope.departmentId : undefined);

/** The list query's narrowing to the scope's unit (none for what is visible): only the key the scope fixes, so a table's own filter of the other stays. */
export function scopeFilter(scope: PeopleScope): { facultyId?: string; departmentId?: string } {
  if ('facultyId' in scope) return { facultyId: scope.facultyId };
  if ('departmentId' in scope) return { departmentId: scope.departmentId };
  return {};
}

/** The scope's part of a list's cache key. */
export const scopeKey = (scope: PeopleScope) => fixedDepartment(scope) ?? fixedFaculty(scope) ?? 'visible';

/** False while a faculty or department screen still waits for its unit. */
export const scopeReady = (scope: PeopleScope) => 'visible' in scope || Boolean(fixedFaculty(scope) ?? fixedDepartment(scope));
