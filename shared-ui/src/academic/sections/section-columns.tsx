// The columns every list of course sections shows (the dean's office enrolment list, the department's
// scheduling list): course, section, period, format and seats. Each area brings its lecturer column (a name,
// or a picker) and its actions.
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { Section } from '@campus/contracts';
import type { DataTableProps } from '../../components/data-table.js';
import { useLocalized } from '../../i18n/localized.js';
import { useAcademicTranslation } from '../i18n/index.js';
import { Seats } from './seats.js';

type SectionColumn = DataTableProps<Section>['columns'][number];

/** Course, section, period, then `lecturer`, then format and seats (sortable by course code, number, capacity). */
export function useSectionColumns(lecturer: SectionColumn): SectionColumn[] {
  const { t } = useAcademicTranslation();
  const localized = useLocalized();
  return [
    {
      key: 'courseCode',
      title: t('sections.course'),
      sorter: true,
      hideable: false,
      render: (_, section) => (
        <span>
          <Typography.Text code>{section.courseCode}</Typography.Text> {localized(section.courseName)}
        </span>
      ),
    },
    { key: 'sectionNumber', title: t('sections.section'), sorter: true, render: (_, section) => section.sectionNumber },
    { key: 'period', title: t('sections.period'), render: (_, section) => section.periodName },
    lecturer,
    {
      key: 'mode',
      title: t('sections.format'),
      render: (_, section) => (section.isVirtual ? <Tag color="blue">{t('sections.virtual')}</Tag> : <Tag>{t('sections.onCampus')}</Tag>),
    },
    { key: 'capacity', title: t('sections.capacity'), sorter: true, render: (_, section) => <Seats count={section.enrollmentCount} max={section.capacity} /> },
  ];
}
