// A student's enrolment status or a lecturer's employment status as a coloured tag.
import Tag from 'antd/es/tag';
import type { EnrollmentStatus, LecturerStatus } from '@campus/contracts';
import { usePeopleTranslation } from './i18n/index.js';

const COLORS = {
  students: { active: 'success', inactive: 'default', graduated: 'purple', dropped: 'error' } satisfies Record<EnrollmentStatus, string>,
  lecturers: { active: 'success', inactive: 'default', sabbatical: 'gold' } satisfies Record<LecturerStatus, string>,
};

export type StatusTagProps = { of: 'students'; status: EnrollmentStatus } | { of: 'lecturers'; status: LecturerStatus };

export function StatusTag({ of, status }: StatusTagProps) {
  const { t } = usePeopleTranslation();
  const colors: Record<string, string> = COLORS[of];
  return (
    <Tag bordered={false} color={colors[status]}>
      {t(`${of}.status.${status}`)}
    </Tag>
  );
}
