// One student's record in a drawer: record and student IDs, names, email, phone, program, group, year, status and
// the date they joined; Edit for those who may change it.
import Typography from 'antd/es/typography';
import type { Student } from '@campus/contracts';
import { useDateFormat } from '../../i18n/format.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePeopleTranslation } from '../i18n/index.js';
import { RecordDrawer } from '../record-drawer.js';
import { fullName } from '../row-actions.js';
import { StatusTag } from '../status-tag.js';

export function StudentDetails({ student, onClose, onEdit }: { student: Student | null; onClose: () => void; onEdit?: (student: Student) => void }) {
  const { t } = usePeopleTranslation();
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  const fields = student
    ? [
        { key: 'id', label: t('record.id'), value: <Typography.Text copyable style={{ fontSize: 12 }}>{student.id}</Typography.Text> },
        { key: 'studentId', label: t('students.fields.studentId'), value: <Typography.Text code>{student.studentId}</Typography.Text> },
        { key: 'firstName', label: t('record.firstName'), value: student.firstName },
        { key: 'lastName', label: t('record.lastName'), value: student.lastName },
        { key: 'email', label: t('record.email'), value: <Typography.Link href={`mailto:${student.email}`}>{student.email}</Typography.Link> },
        { key: 'phone', label: t('record.phone'), value: student.phone },
        { key: 'program', label: t('students.fields.program'), value: student.programName ? `${student.programCode ?? ''} · ${localized(student.programName)}` : null },
        { key: 'group', label: t('students.fields.group'), value: student.groupName },
        { key: 'year', label: t('students.fields.yearOfStudy'), value: t('students.yearN', { n: student.yearOfStudy }) },
        { key: 'status', label: t('record.status'), value: <StatusTag of="students" status={student.status} /> },
        { key: 'joined', label: t('students.fields.joined'), value: formatDate(student.enrollmentDate) },
      ]
    : [];
  return (
    <RecordDrawer
      open={student !== null}
      title={student ? fullName(student) : null}
      fields={fields}
      onClose={onClose}
      onEdit={student && onEdit ? () => onEdit(student) : undefined}
    />
  );
}
