// What an import schema is: an entity name and its ordered fields (the CSV columns, in template order), and the
// typed record a valid row becomes. Fields marked optional may stay undefined; a default fills an absent cell.
import type { FieldValue, ImportFieldDef } from './fields.js';

export type ImportFields = Readonly<Record<string, ImportFieldDef>>;

export interface ImportSchema<F extends ImportFields = ImportFields> {
  readonly entity: string;
  readonly fields: F;
}

type OptionalKeys<F> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];

/** The record a valid row becomes: defaults applied, numbers as numbers, lists as arrays. */
export type ImportRecord<F extends ImportFields> = {
  -readonly [K in Exclude<keyof F, OptionalKeys<F>>]: FieldValue<F[K]>;
} & { -readonly [K in OptionalKeys<F>]?: FieldValue<F[K]> };
