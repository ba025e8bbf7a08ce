// The department the department screens show (shared-ui's unit scope, with this area's own remembered choice).
import { createUnitScope, type UnitScope } from '@campus/shared-ui';

export type DepartmentScope = UnitScope<'department'>;
export const { useUnitScope: useDepartmentScope, UnitPicker: DepartmentPicker } = createUnitScope('department', 'department:scope.department');
