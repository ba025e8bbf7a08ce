import { describe, expect, it } from '@jest/globals';
import type { User } from '@campus/contracts';
import { coursesViewOf } from '../src/lib/courses-api.js';
import { quickLinksOf } from '../src/lib/quick-links.js';

const ORIGIN = 'https://campus.example.am';

describe('quick links from the deployment configuration', () => {
  it('when the configuration has web or mail addresses, then each link takes its own; a path is taken on our origin', () => {
    const links = quickLinksOf({ links: { handbook: 'https://uni.example/handbook', library: '/library', calendar: 'http://uni.example/calendar', support: 'mailto:help@uni.example' } }, ORIGIN);
    expect(links).toEqual({ handbook: 'https://uni.example/handbook', library: `${ORIGIN}/library`, calendar: 'http://uni.example/calendar', support: 'mailto:help@uni.example' });
  });

  it('when an address is a script, a data document or not text at all, then that link is left out (shown as not set up)', () => {
    const links = quickLinksOf({ links: { handbook: 'javascript:alert(1)', calendar: 'data:text/html,<b>x</b>', support: 42, library: 'vbscript:x', extra: 'https://x.example' } }, ORIGIN);
    expect(links).toEqual({});
    expect(quickLinksOf({ remotes: [] }, ORIGIN)).toEqual({});
    expect(quickLinksOf(null, ORIGIN)).toEqual({});
  });
});

describe('whose courses /courses shows', () => {
  const user = (role: string, roles: string[] = [role]) => ({ role, roles }) as unknown as User;

  it('when the caller studies, teaches only, or manages, then they see enrolled, taught or scoped courses', () => {
    expect(coursesViewOf(user('student'))).toBe('enrolled');
    expect(coursesViewOf(user('lecturer'))).toBe('taught');
    expect(coursesViewOf(user('lecturer', ['lecturer', 'chair']))).toBe('scope');
    expect(coursesViewOf(user('admin'))).toBe('scope');
    expect(coursesViewOf(user('quality_assurance'))).toBe('scope');
  });
});
