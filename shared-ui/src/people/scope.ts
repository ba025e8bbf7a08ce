// Whose people a screen lists: whatever the server lets the caller see, or one faculty's of those (the dean's
// office; `facultyId` is undefined while its faculty is still being found). The server limits every list to the
// caller's scope either way.
export type PeopleScope = { visible: true } | { facultyId: string | undefined };

export const fixedFaculty = (scope: PeopleScope) => ('facultyId' in scope ? scope.facultyId : undefined);

/** False while a faculty screen still waits for its faculty. */
export const scopeReady = (scope: PeopleScope) => 'visible' in scope || Boolean(scope.facultyId);
