// /course-materials: every material of the caller's courses, searched by words of its name or description and
// narrowed by course, type and week segment (the materials service decides what the caller may see).
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, MaterialTypeIcon, PageHeader, pagedListQuery, useDateFormat, useLocalized, useMaterialsTranslation, usePagedList, type DataTableProps } from '@campus/shared-ui';
import { MATERIAL_TYPES, WEEK_SEGMENTS, type Material, type MaterialListQuery } from '@campus/contracts/materials';
import { viewerPath } from '../../../components/material-row.js';
import { ownCoursesQuery } from '../../../lib/courses-api.js';
import { fetchMaterials, MATERIALS_ROOT } from '../../../lib/materials-api.js';

export default function CourseMaterialsScreen() {
  const { t } = useTranslation('learning');
  const { t: tm } = useMaterialsTranslation();
  const { formatDate } = useDateFormat();
  const localized = useLocalized();
  const courses = useQuery(ownCoursesQuery).data ?? [];
  const courseCode = new Map(courses.map((course) => [course.id, course.code]));
  const list = usePagedList<Material>({
    queryKey: [...MATERIALS_ROOT, 'list'],
    fetchPage: async (params, signal) => {
      const page = await fetchMaterials(pagedListQuery<MaterialListQuery>({ ...params, sort: undefined }), signal);
      return { rows: page.data, total: page.meta.total };
    },
  });
  const columns: DataTableProps<Material>['columns'] = [
    {
      key: 'name',
      title: t('materials.columns.name'),
      hideable: false,
      render: (_, material) => (
        <Flex gap="small" align="flex-start">
          <MaterialTypeIcon type={material.type} />
          <Flex vertical style={{ minWidth: 0, maxWidth: 420 }}>
            <Link to={viewerPath(material.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {material.name}
            </Link>
            <Typography.Text type="secondary" ellipsis>
              {material.description}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { key: 'course', title: t('materials.columns.course'), render: (_, material) => courseCode.get(material.courseId) ?? '—' },
    { key: 'type', title: t('materials.columns.type'), render: (_, material) => tm(`type.${material.type}`) },
    { key: 'segment', title: t('materials.columns.segment'), render: (_, material) => tm(`segment.${material.weekSegment}`) },
    { key: 'updated', title: t('materials.columns.updated'), render: (_, material) => formatDate(material.updatedAt) },
  ];
  return (
    <>
      <PageHeader icon={<FolderOpenOutlined />} title={t('materials.title')} subtitle={t('materials.subtitle')} />
      <DataTable
        list={list}
        columns={columns}
        rowKey="id"
        label={t('materials.title')}
        errorTitle={t('materials.loadFailed')}
        searchPlaceholder={t('materials.searchPlaceholder')}
        emptyText={t('materials.empty')}
        filters={[
          { key: 'courseId', label: t('materials.columns.course'), width: 220, options: courses.map((course) => ({ value: course.id, label: `${course.code} · ${localized(course.name)}` })) },
          { key: 'type', label: t('materials.columns.type'), width: 160, options: MATERIAL_TYPES.map((type) => ({ value: type, label: tm(`type.${type}`) })) },
          { key: 'weekSegment', label: t('materials.columns.segment'), width: 160, options: WEEK_SEGMENTS.map((segment) => ({ value: segment, label: tm(`segment.${segment}`) })) },
        ]}
      />
    </>
  );
}
