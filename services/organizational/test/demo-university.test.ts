// The demo university the seed writes: the same every run, with the figures and the rules it promises.
import { describe, expect, test } from '@jest/globals';
import { generateDemoUniversity, academicCalendar } from '../src/demo-university.js';

describe('demo university', () => {
  const today = new Date('2026-11-22T00:00:00Z');
  const university = generateDemoUniversity({ today });

  test('when generated twice, then it is the same', () => {
    expect(generateDemoUniversity({ today })).toEqual(university);
  });

  test('then it has the promised size', () => {
    expect(university.faculties).toHaveLength(2);
    expect(university.departments).toHaveLength(6);
    expect(university.programs).toHaveLength(8);
    expect(university.groups).toHaveLength(24);
    expect(university.students).toHaveLength(600);
    expect(university.lecturers).toHaveLength(45);
    expect(university.courses).toHaveLength(80);
    expect(new Set(university.students.map((student) => student.email)).size).toBe(600);
    expect(new Set(university.courses.map((course) => course.code)).size).toBe(80);
    for (const course of university.courses) expect(course.name.hy).toMatch(/[\u0531-\u0587]/);
  });

  test('then the demo accounts have real places', () => {
    expect(university.departments[0]!.chair.email).toBe('chair@campus.test');
    expect(university.faculties[0]!.dean.email).toBe('deans@campus.test');
    expect(university.faculties[0]!.staff.map((person) => person.email)).toEqual(['deans.office@campus.test']);
    expect(university.sections.some((section) => section.lecturerEmail === 'lecturer@campus.test')).toBe(true);
    const student = university.students.find((item) => item.email === 'student@campus.test')!;
    expect(university.sections.filter((section) => section.groupCode === student.groupCode).length).toBe(5);
  });

  test('then every section meets twice a week and no room, lecturer or group is double-booked', () => {
    const sections = new Map(university.sections.map((section) => [section.key, section]));
    const seen = new Set<string>();
    for (const section of university.sections) expect(university.weeklyClasses.filter((item) => item.sectionKey === section.key)).toHaveLength(2);
    for (const item of university.weeklyClasses) {
      const section = sections.get(item.sectionKey)!;
      for (const key of [`g${section.groupCode}`, `l${section.lecturerEmail}`, ...(item.roomCode ? [`r${item.roomCode}`] : [])]) {
        const slot = `${key}@${item.weekday}/${item.startTime}`;
        expect(seen.has(slot)).toBe(false);
        seen.add(slot);
      }
    }
  });

  test('then no lecturer is allocated past their maximum load', () => {
    for (const lecturer of university.lecturers) {
      const hours = university.sections.filter((section) => section.lecturerEmail === lecturer.email).reduce((sum, section) => sum + section.hours, 0);
      expect(hours).toBeLessThanOrEqual(lecturer.maxLoad);
    }
  });

  test('when the date is in spring, then the second semester is active', () => {
    expect(academicCalendar(new Date('2027-03-01T00:00:00Z'))).toMatchObject({ activeSemester: 2, academicYear: { name: '2026-2027' } });
    expect(academicCalendar(new Date('2026-09-01T00:00:00Z'))).toMatchObject({ activeSemester: 1, academicYear: { name: '2026-2027' } });
  });
});
