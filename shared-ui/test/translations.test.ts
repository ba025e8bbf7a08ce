import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findProblems, findTranslationFolders, loadTexts } from './support/translation-check.js';

const repo = path.resolve(import.meta.dirname, '../..');
/** shared-ui, the shell and every remote (each folder named mfe-*). */
const UI_PACKAGES = ['shared-ui', 'shell', ...readdirSync(repo).filter((name) => name.startsWith('mfe-'))];
const folders = UI_PACKAGES.flatMap((name) => findTranslationFolders(path.join(repo, name, 'src')));

describe('translations in the repository', () => {
  it('when the repository is scanned, then shared-ui, the shell and every remote have texts', () => {
    const packages = new Set(folders.map((folder) => path.relative(repo, folder).split(path.sep)[0]));
    expect([...packages].sort()).toEqual([...UI_PACKAGES].sort());
  });

  it.each(folders.map((folder) => [path.relative(repo, folder), folder]))(
    'when %s is loaded, then every key has real hy, en and ru text',
    async (_name, folder) => {
      expect(findProblems(await loadTexts(folder))).toEqual([]);
    },
  );
});

describe('the translation check itself', () => {
  const en = { title: 'Student dashboard', brand: 'Campus', count_one: '{{count}} item', count_other: '{{count}} items' };

  it('when a key is missing or empty in a language, then the problem names the key and the language', () => {
    const problems = findProblems({ en, hy: { title: 'Ուսանողի վահանակ', brand: 'Campus', count_other: '{{count}} տարր' }, ru: { title: '', brand: 'Campus', count_one: '{{count}} элемент', count_few: '{{count}} элемента' } });
    expect(problems).toEqual(expect.arrayContaining(['ru: "title" is empty or not a string']));
    expect(problems).toHaveLength(1);
    expect(findProblems({ en, hy: { brand: 'Campus', count_other: '{{count}} տարր' }, ru: { ...en, title: 'Панель' } })).toContain('hy: "title" is missing');
  });

  it('when Armenian or Russian is just the English text, then it is reported; names and placeholders are not', () => {
    const problems = findProblems({ en, hy: { ...en }, ru: { ...en, title: 'Панель студента', count_one: '{{count}} элемент', count_other: '{{count}} элементов' } });
    expect(problems).toContain('hy: "title" is the English text ("Student dashboard"), not a translation');
    expect(problems).not.toContain(expect.stringContaining('"brand"'));
    expect(problems.some((problem) => problem.startsWith('ru:'))).toBe(false);
  });
});
