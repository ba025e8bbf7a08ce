// Typing helpers that make hy and ru carry exactly the keys of en at compile time.

/** Same shape as T with every leaf a string: `const hy: TranslationShape<typeof en> = …`. */
export type TranslationShape<T> = { [K in keyof T]: T[K] extends string ? string : TranslationShape<T[K]> };

export interface TranslationSet<T = Record<string, unknown>> {
  hy: T;
  en: T;
  ru: T;
}
