// A status chooser whose options are the coloured status tags.
import Select, { type SelectProps } from 'antd/es/select';
import { AttendanceStatusTag } from '@campus/shared-ui';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@campus/contracts/attendance';

const OPTIONS = ATTENDANCE_STATUSES.map((status) => ({ value: status, label: <AttendanceStatusTag status={status} /> }));

export function StatusSelect(props: Omit<SelectProps<AttendanceStatus>, 'options'>) {
  return <Select<AttendanceStatus> size="large" options={OPTIONS} {...props} />;
}
