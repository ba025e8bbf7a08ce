// The faculty the dean's office screens show (shared-ui's unit scope, with this area's own remembered choice).
import { createUnitScope, type UnitScope } from '@campus/shared-ui';

export type FacultyScope = UnitScope<'faculty'>;
export const { useUnitScope: useFacultyScope, UnitPicker: FacultyPicker } = createUnitScope('faculty', 'deans-office:scope.faculty');
