import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError } from '@campus/kit';
import { readManifest, remoteOrigins } from '../src/manifest.js';

function manifestFile(content: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'campus-manifest-')), 'manifest.json');
  writeFileSync(file, content);
  return file;
}

describe('readManifest', () => {
  it('when MFE_MANIFEST points to another file, then its remotes are served instead', () => {
    const title = { hy: 'Ուսուցում', en: 'Learning', ru: 'Обучение' };
    const file = manifestFile(JSON.stringify({ remotes: [{ name: 'learning', title, entry: 'http://127.0.0.1:1/remoteEntry.js', paths: ['/student-dashboard'] }] }));
    expect(readManifest(file).remotes[0]!.entry).toBe('http://127.0.0.1:1/remoteEntry.js');
  });

  it('when the file is not JSON, then the start stops with an error naming MFE_MANIFEST', () => {
    const file = manifestFile('{ remotes: ');
    expect(() => readManifest(file)).toThrow(ConfigError);
    expect(() => readManifest(file)).toThrow(/^MFE_MANIFEST: cannot read/);
  });

  it('when a remote lacks its entry, then the error says which one', () => {
    const file = manifestFile(JSON.stringify({ remotes: [{ name: 'learning', paths: [] }] }));
    expect(() => readManifest(file)).toThrow(/remotes\[0\] needs "name" and "entry" strings/);
  });

  it('when a remote has no name for people in every language, then the error says which one', () => {
    const file = manifestFile(JSON.stringify({ remotes: [{ name: 'learning', title: { en: 'Learning' }, entry: '/mfe/learning/remoteEntry.js', paths: [] }] }));
    expect(() => readManifest(file)).toThrow(/remotes\[0\] needs a "title" with the area's name in "hy", "en" and "ru"/);
  });

  it('when no file is given, then the shipped manifest lists the five areas', () => {
    expect(readManifest().remotes.map((remote) => remote.name)).toEqual(['learning', 'teaching', 'deans-office', 'department', 'admin']);
  });

  it('when an entry is neither a path here nor a URL, then the error says which one', () => {
    const title = { hy: 'Ուսուցում', en: 'Learning', ru: 'Обучение' };
    const file = manifestFile(JSON.stringify({ remotes: [{ name: 'learning', title, entry: 'cdn.example/remoteEntry.js', paths: [] }] }));
    expect(() => readManifest(file)).toThrow(/remotes\[0\]\.entry must be a path on this server/);
  });
});

describe('remoteOrigins', () => {
  it('when remotes live on other hosts, then each host is named once and the ones served here not at all', () => {
    const remote = (name: string, entry: string) => ({ name, entry, paths: [], title: { hy: name, en: name, ru: name } });
    const manifest = {
      remotes: [remote('a', '/mfe/a/remoteEntry.js'), remote('b', 'https://cdn.example.edu/b/remoteEntry.js'), remote('c', 'https://cdn.example.edu/c/remoteEntry.js'), remote('d', 'http://127.0.0.1:9000/remoteEntry.js')],
    };
    expect(remoteOrigins(manifest)).toEqual(['https://cdn.example.edu', 'http://127.0.0.1:9000']);
  });
});
