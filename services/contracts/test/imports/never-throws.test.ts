// A property: whatever rows a CSV holds, parsing never throws, every reported row is 2 or later, and every error
// names a field of the schema (or '' for the whole row) with a message.
import fc from 'fast-check';
import { IMPORT_ENTITIES, IMPORT_SCHEMAS, parseImportCsv, type ImportEntity } from '@campus/contracts/imports';

const RUNS = 500;
const ROWS_PER_RUN = 20; // 500 × 20 = 10,000 random rows

/** Cells made mostly of what breaks CSVs: quotes, delimiters, line breaks, BOMs, apostrophes, NUL, astral chars. */
const CHARACTERS = [...'",;\t\r\n\'=+-@\uFEFF \u0000\u{1F600}.', ...'az09'];
const rawCell = fc.string({ unit: fc.oneof(fc.constantFrom(...CHARACTERS), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 12 });
const quotedCell = rawCell.map((cell) => `"${cell.replaceAll('"', '""')}"`);
const cell = fc.oneof(rawCell, quotedCell, fc.constantFrom('', '2024', '-1', '3,5', 'active', 'a@b.am', '2024-02-30'));

function csvOf(entity: ImportEntity) {
  const columns = Object.keys(IMPORT_SCHEMAS[entity].fields);
  const row = fc.oneof(
    fc.array(cell, { minLength: columns.length, maxLength: columns.length }),
    fc.array(cell, { maxLength: columns.length + 3 }),
  );
  return fc.record({
    entity: fc.constant(entity),
    rows: fc.array(row, { minLength: ROWS_PER_RUN, maxLength: ROWS_PER_RUN }),
    delimiter: fc.constantFrom(',', ';', '\t'),
    newline: fc.constantFrom('\n', '\r\n'),
    columns: fc.constant(columns),
  });
}

test('when 10,000 random malformed rows are parsed, then nothing throws and every row number is at least 2', () => {
  fc.assert(
    fc.property(fc.constantFrom(...IMPORT_ENTITIES).chain(csvOf), ({ entity, rows, delimiter, newline, columns }) => {
      const lines = [columns, ...rows].map((cells) => cells.join(delimiter));
      const result = parseImportCsv(entity, lines.join(newline));
      const fields = new Set(['', ...columns]);
      // Plain checks (a false fails the property with its counterexample): expect() per item is the slow part.
      return (
        [...result.rows, ...result.errors].every(({ row }) => row >= 2) &&
        result.errors.every((error) => fields.has(error.field) && error.message !== '')
      );
    }),
    { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20260901) },
  );
});
