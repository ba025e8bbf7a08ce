// The materials schema as Kysely sees it.
import type { Kysely } from 'kysely';
import type { ServiceDeps } from '@campus/kit';
import type { MaterialTable } from './material.table.js';

export const MATERIALS_SCHEMA = 'materials';

export interface MaterialsDatabase {
  materials: MaterialTable;
}

export type MaterialsDb = Kysely<MaterialsDatabase>;

export function materialsDatabase(deps: ServiceDeps): MaterialsDb {
  return deps.database<MaterialsDatabase>(MATERIALS_SCHEMA);
}
