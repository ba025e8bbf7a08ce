// Where the materials service's calls live. Routes declare their url from these (`${base}/:id`), the browser's
// fetchers request them through the helpers.
const MATERIALS = '/api/materials';

export const MATERIALS_PATHS = {
  /** GET list, POST multipart; below it :id (GET, PUT, DELETE) and :id/stream. */
  materials: MATERIALS,
  my: `${MATERIALS}/my`,
  /** GET ?courseIds=a,b: how many materials of each course the caller may read. */
  counts: `${MATERIALS}/counts`,
  /** The caller's teaching assignments with counts. */
  assignments: `${MATERIALS}/assignments`,
  /** Below it :assignmentId (GET, POST) and :assignmentId/material/:materialId/download. */
  assignment: `${MATERIALS}/assignment`,
  /** Below it :materialId?expires&sig: the signed download. */
  files: `${MATERIALS}/files`,
  dueSoon: '/api/assignments/due-soon',
} as const;

export const materialPath = (id: number | string): string => `${MATERIALS_PATHS.materials}/${id}`;
export const materialStreamPath = (id: number | string): string => `${materialPath(id)}/stream`;
export const assignmentMaterialsPath = (assignmentId: string): string => `${MATERIALS_PATHS.assignment}/${assignmentId}`;
export const materialDownloadPath = (assignmentId: string, materialId: number | string): string =>
  `${assignmentMaterialsPath(assignmentId)}/material/${materialId}/download`;
export const signedFilePath = (materialId: number | string): string => `${MATERIALS_PATHS.files}/${materialId}`;
