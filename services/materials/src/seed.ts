// Demo materials come with the demo university (see seedMaterials in demo-materials.ts once written).
import type { ServiceDeps } from '@campus/kit';

export async function seedMaterials(_deps: ServiceDeps): Promise<void> {}
