// Test helpers for the import schemas: one valid row per entity as CSV cells (from its sample), and a parse of that row with some
// cells changed, answering the row's errors.
import Papa from 'papaparse';
import { IMPORT_ENTITIES, parseImportCsv, sampleCsv, type ImportEntity } from '@campus/contracts/imports';

/** The first row of each entity's sample file, as cells by field key (it is valid: samples.test.ts). */
export const VALID_CELLS = Object.fromEntries(
  IMPORT_ENTITIES.map((entity) => [entity, Papa.parse<Record<string, string>>(sampleCsv(entity), { header: true }).data[0]!]),
) as Record<ImportEntity, Record<string, string>>;

/** A CSV of a header and one row: the valid cells of `entity` with `changes` applied (null drops the column). */
export function csvWith(entity: ImportEntity, changes: Record<string, string | null> = {}): string {
  const cells: Record<string, string> = { ...VALID_CELLS[entity] };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete cells[key];
    else cells[key] = value;
  }
  return Papa.unparse([Object.keys(cells), Object.values(cells)]);
}

export function parseWith<E extends ImportEntity>(entity: E, changes: Record<string, string | null> = {}) {
  return parseImportCsv(entity, csvWith(entity, changes));
}

/** The messages of the row's errors for one field. */
export function messagesFor(entity: ImportEntity, field: string, value: string): string[] {
  return parseWith(entity, { [field]: value })
    .errors.filter((error) => error.field === field)
    .map((error) => error.message);
}
