// Finds every set of hy/en/ru translation files in the repository and checks them against each other.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LANGUAGES = ['hy', 'en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Texts = Record<Language, Record<string, unknown>>;

/** Words that stay the same in every language (names, acronyms); they do not make a text "untranslated". */
const UNTRANSLATED_WORDS = ['Campus', 'Google', 'Workspace', 'CSV', 'PDF', 'JSON', 'MFA', 'TOTP', 'QR', 'OpenID', 'SMTP', 'ID', 'URL'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const SCRIPT: Record<Exclude<Language, 'en'>, RegExp> = { hy: /[\u0531-\u058F]/, ru: /[\u0400-\u04FF]/ };

/** Folders under `root` (skipping node_modules and builds) that hold hy.ts, en.ts and ru.ts side by side. */
export function findTranslationFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  const found: string[] = [];
  const visit = (folder: string) => {
    const names = readdirSync(folder);
    if (LANGUAGES.every((language) => names.includes(`${language}.ts`))) found.push(folder);
    for (const name of names) {
      const child = path.join(folder, name);
      if (!['node_modules', 'dist'].includes(name) && statSync(child).isDirectory()) visit(child);
    }
  };
  visit(root);
  return found;
}

/** The default export, or else the only exported object. */
async function loadObject(file: string): Promise<Record<string, unknown>> {
  const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const candidates = 'default' in module ? [module.default] : Object.values(module);
  const objects = candidates.filter((value) => typeof value === 'object' && value !== null);
  if (objects.length !== 1) throw new Error(`${file} must export one translations object (found ${objects.length})`);
  return objects[0] as Record<string, unknown>;
}

export async function loadTexts(folder: string): Promise<Texts> {
  const entries = await Promise.all(LANGUAGES.map(async (language) => [language, await loadObject(path.join(folder, `${language}.ts`))] as const));
  return Object.fromEntries(entries) as Texts;
}

/** "a.b.c" → text, for every leaf. */
export function flatten(texts: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) flatten(value as Record<string, unknown>, name).forEach((v, k) => leaves.set(k, v));
    else leaves.set(name, value);
  }
  return leaves;
}

/** Plural forms differ per language (ru has few/many), so keys are compared without the plural suffix. */
function baseKeys(leaves: Map<string, unknown>): Set<string> {
  return new Set([...leaves.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

/** Latin words left after removing placeholders and words that are never translated. */
function hasTranslatableWords(text: string): boolean {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? [];
  return words.some((word) => !UNTRANSLATED_WORDS.includes(word));
}

function checkLeaf(language: Language, key: string, text: unknown, english: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return `${language}: "${key}" is empty or not a string`;
  if (language === 'en' || typeof english !== 'string' || !hasTranslatableWords(english)) return undefined;
  if (text === english) return `${language}: "${key}" is the English text ("${text}"), not a translation`;
  if (!SCRIPT[language].test(text)) return `${language}: "${key}" has no ${language === 'hy' ? 'Armenian' : 'Cyrillic'} letters ("${text}")`;
  return undefined;
}

/** Every problem in one folder's texts, each naming the language and the key. */
export function findProblems(texts: Texts): string[] {
  const english = flatten(texts.en);
  const englishKeys = baseKeys(english);
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const leaves = flatten(texts[language]);
    const keys = baseKeys(leaves);
    for (const key of englishKeys) if (!keys.has(key)) problems.push(`${language}: "${key}" is missing`);
    for (const key of keys) if (!englishKeys.has(key)) problems.push(`en: "${key}" is missing (present in ${language})`);
    for (const [key, text] of leaves) {
      const problem = checkLeaf(language, key, text, english.get(key));
      if (problem) problems.push(problem);
    }
  }
  return [...new Set(problems)];
}
