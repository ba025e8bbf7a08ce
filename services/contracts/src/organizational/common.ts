// What the organizational resources share: bounds of their numbers, names in three languages, the answers that
// carry one record or a deleted id, and the account a person record is linked to.
import { Type, type Static, type TSchema } from 'typebox';
import { PAGE_SIZE } from '../lists.js';
import { Uuid } from './primitives.js';

export const BOUNDS = {
  credits: { min: 1, max: 10 },
  level: { min: 1, max: 4 },
  weeklyHours: { min: 1, max: 10 },
  maxLoad: { min: 1, max: 40 },
  capacity: { min: 1, max: 100 },
  yearOfStudy: { min: 1, max: 10 },
  admissionYear: { min: 2020, max: 2030 },
  durationYears: { min: 1, max: 8 },
  weekday: { min: 1, max: 7 },
  pageSize: PAGE_SIZE,
} as const;

/** A name in the three interface languages; hy is required (default and fallback). */
export const LocalizedName = Type.Object({
  hy: Type.String({ minLength: 1, maxLength: 200 }),
  en: Type.String({ maxLength: 200 }),
  ru: Type.String({ maxLength: 200 }),
});
export type LocalizedName = Static<typeof LocalizedName>;

/** The name in a language, falling back to Armenian. */
export function localizedName(name: LocalizedName, language: string): string {
  const value = (name as Record<string, string>)[language];
  return value && value.trim() ? value : name.hy;
}

export const DataOne = <T extends TSchema>(item: T) => Type.Object({ data: item });
export const DeletedResponse = Type.Object({ data: Type.Object({ id: Type.String() }) });
export type DeletedResponse = Static<typeof DeletedResponse>;
export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** A person's account in auth, created or linked when the record was made. */
export const AccountLink = Type.Object({
  userId: Uuid,
  email: Type.String(),
  created: Type.Boolean(),
  /** Only when the account was created now and the caller did not choose the password. */
  temporaryPassword: Type.Optional(Type.String()),
});
export type AccountLink = Static<typeof AccountLink>;

/** The person who gets (or already has) an account; the role is added to an existing account. */
export const PersonAccountBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 254 }),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    /** Optional chosen password (≥ 8); else a temporary one is generated and returned once. */
    password: Type.Optional(Type.String({ minLength: 8, maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type PersonAccountBody = Static<typeof PersonAccountBody>;
