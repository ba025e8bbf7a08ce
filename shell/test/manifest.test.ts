import { parseManifest } from '../src/lib/remotes/manifest.js';
import { pathOwns } from '../src/lib/remotes/remotes-store.js';

describe('parseManifest', () => {
  test('when the manifest lists remotes with entries and paths, then they are returned', () => {
    const body = { remotes: [{ name: 'learning', entry: '/mfe/learning/remoteEntry.js', paths: ['/student-dashboard'] }] };
    expect(parseManifest(body).remotes).toEqual(body.remotes);
  });

  test.each([null, {}, { remotes: 'x' }, { remotes: [{ name: 'learning' }] }])('when the manifest is %p, then it is rejected with its expected shape', (body) => {
    expect(() => parseManifest(body)).toThrow('{ "remotes": [{ "name", "entry", "paths" }] }');
  });
});

describe('pathOwns', () => {
  test('when a location is the prefix or below it, then the prefix owns it', () => {
    expect(pathOwns('/deans-office', '/deans-office')).toBe(true);
    expect(pathOwns('/deans-office/', '/deans-office/groups')).toBe(true);
  });

  test('when a location only starts with the same letters, then it is not owned', () => {
    expect(pathOwns('/student', '/student-dashboard')).toBe(false);
  });
});
