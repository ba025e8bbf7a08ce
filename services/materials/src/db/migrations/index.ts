import type { Migration } from 'kysely';
import * as createMaterials from './0001_create_materials.js';

/** Every migration of the materials schema, keyed by its sortable name. */
export const migrations: Record<string, Migration> = {
  '0001_create_materials': createMaterials,
};
