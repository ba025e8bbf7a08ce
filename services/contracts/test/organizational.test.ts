import { describe, expect, test } from '@jest/globals';
import { Value } from 'typebox/value';
import { CourseCreateBody, GROUP_STATUSES, GROUP_TRANSITIONS, STUDENT_SORTS, StudentListQuery, canTransitionGroup, localizedName } from '../src/organizational/index.js';

describe('group status transitions', () => {
  test('when a group is archived, then it can go nowhere; every other status can be archived', () => {
    expect(GROUP_TRANSITIONS.archived).toEqual([]);
    for (const status of GROUP_STATUSES.filter((status) => status !== 'archived')) expect(canTransitionGroup(status, 'archived')).toBe(true);
  });

  test('when a group is forming, then it can become active or cancelled but not graduated', () => {
    expect(canTransitionGroup('forming', 'active')).toBe(true);
    expect(canTransitionGroup('forming', 'cancelled')).toBe(true);
    expect(canTransitionGroup('forming', 'graduated')).toBe(false);
    expect(canTransitionGroup('completed', 'graduated')).toBe(true);
  });
});

describe('course bounds', () => {
  const valid = { code: 'CS1', name: { hy: 'Ա', en: 'A', ru: 'А' }, credits: 3, departmentId: '00000000-0000-4000-8000-000000000000', semester: 1, level: 1, type: 'core', weeklyHours: 2 };
  test('when credits, level or weekly hours leave their bounds, then the body is invalid', () => {
    expect(Value.Check(CourseCreateBody, valid)).toBe(true);
    expect(Value.Check(CourseCreateBody, { ...valid, credits: 11 })).toBe(false);
    expect(Value.Check(CourseCreateBody, { ...valid, level: 5 })).toBe(false);
    expect(Value.Check(CourseCreateBody, { ...valid, weeklyHours: 0 })).toBe(false);
    expect(Value.Check(CourseCreateBody, { ...valid, semester: 3 })).toBe(false);
    expect(Value.Check(CourseCreateBody, { ...valid, type: 'seminar' })).toBe(false);
  });

  test('when a name has no translation, then Armenian is used', () => {
    expect(localizedName({ hy: 'Աուդիտ', en: '', ru: 'Аудит' }, 'en')).toBe('Աուդիտ');
    expect(localizedName({ hy: 'Աուդիտ', en: 'Auditing', ru: 'Аудит' }, 'ru')).toBe('Аудит');
  });
});

describe('list queries', () => {
  test('when a list is sorted, then only its own sort names pass, and no key it does not name', () => {
    for (const sort of STUDENT_SORTS) expect(Value.Check(StudentListQuery, { sort, order: 'desc' })).toBe(true);
    expect(Value.Check(StudentListQuery, { sort: 'lastname' })).toBe(false);
    expect(Value.Check(StudentListQuery, { sort: 'constructor' })).toBe(false);
    expect(Value.Check(StudentListQuery, { programID: '00000000-0000-4000-8000-000000000000' })).toBe(false);
  });
});
