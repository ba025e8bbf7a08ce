import type { Migration } from 'kysely';
import * as createMaterials from './0001_create_materials.js';
import * as newestFirstIndex from './0002_newest_first_index.js';
import * as generatedMaterials from './0003_generated_materials.js';

/** Every migration of the materials schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_materials': createMaterials,
  '0002_newest_first_index': newestFirstIndex,
  '0003_generated_materials': generatedMaterials,
};
