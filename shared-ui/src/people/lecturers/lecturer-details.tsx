// One lecturer's record in a drawer: record and employee IDs, names, email, phone, department, title, position,
// employment, status, office, teaching load and when they were added; Edit for those who may change it.
import Typography from 'antd/es/typography';
import type { Lecturer } from '@campus/contracts';
import { useDateFormat } from '../../i18n/format.js';
import { useLocalized } from '../../i18n/localized.js';
import { usePeopleTranslation } from '../i18n/index.js';
import { RecordDrawer } from '../record-drawer.js';
import { fullName } from '../row-actions.js';
import { StatusTag } from '../status-tag.js';

export function LecturerDetails({ lecturer, onClose, onEdit }: { lecturer: Lecturer | null; onClose: () => void; onEdit?: (lecturer: Lecturer) => void }) {
  const { t } = usePeopleTranslation();
  const localized = useLocalized();
  const { formatDate } = useDateFormat();
  const fields = lecturer
    ? [
        { key: 'id', label: t('record.id'), value: <Typography.Text copyable style={{ fontSize: 12 }}>{lecturer.id}</Typography.Text> },
        { key: 'employeeId', label: t('lecturers.fields.employeeId'), value: <Typography.Text code>{lecturer.employeeId}</Typography.Text> },
        { key: 'firstName', label: t('record.firstName'), value: lecturer.firstName },
        { key: 'lastName', label: t('record.lastName'), value: lecturer.lastName },
        { key: 'email', label: t('record.email'), value: <Typography.Link href={`mailto:${lecturer.email}`}>{lecturer.email}</Typography.Link> },
        { key: 'phone', label: t('record.phone'), value: lecturer.phone },
        { key: 'department', label: t('lecturers.fields.department'), value: localized(lecturer.departmentName) },
        { key: 'title', label: t('lecturers.fields.title'), value: lecturer.title },
        { key: 'position', label: t('lecturers.fields.position'), value: t(`lecturers.position.${lecturer.position}`) },
        { key: 'employment', label: t('lecturers.fields.employmentType'), value: t(`lecturers.employment.${lecturer.employmentType}`) },
        { key: 'status', label: t('record.status'), value: <StatusTag of="lecturers" status={lecturer.status} /> },
        { key: 'office', label: t('lecturers.fields.office'), value: lecturer.office },
        { key: 'load', label: t('lecturers.fields.load'), value: t('lecturers.loadValue', { current: lecturer.currentLoad, max: lecturer.maxLoad }) },
        { key: 'joined', label: t('lecturers.fields.joined'), value: formatDate(lecturer.createdAt) },
      ]
    : [];
  return (
    <RecordDrawer
      open={lecturer !== null}
      title={lecturer ? [lecturer.title, fullName(lecturer)].filter(Boolean).join(' ') : null}
      fields={fields}
      onClose={onClose}
      onEdit={lecturer && onEdit ? () => onEdit(lecturer) : undefined}
    />
  );
}
