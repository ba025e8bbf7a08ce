// /materials/manage: everything the lecturer has published, in every section, with search, type and week filters and
// paging on the server; each row opens, edits or deletes.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Typography from 'antd/es/typography';
import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { DataTable, MaterialTypeIcon, PageHeader, useDateFormat, useMaterialsTranslation, usePagedList, type DataTableProps } from '@campus/shared-ui';
import { MATERIAL_TYPES, WEEK_SEGMENTS, type Material } from '@campus/contracts/materials';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { assignmentsQuery, fetchMyMaterials, materialKeys } from '../api/materials.js';
import { MaterialActions } from '../components/material-actions.js';
import { useAssignmentLabels } from '../components/material-labels.js';
import { MaterialTags } from '../components/material-row.js';

export default function ManageMaterials() {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  const { formatDate } = useDateFormat();
  const labels = useAssignmentLabels();
  const navigate = useNavigate();
  // A phone has room for one column: the material with its actions under it.
  const narrow = !Grid.useBreakpoint().md;
  // The lecturer's sections name each material's course and section (a material carries only their ids).
  const assignments = useQuery(assignmentsQuery());
  const sectionOf = (material: Material) => assignments.data?.find((assignment) => assignment.id === material.sectionId);
  const list = usePagedList<Material>({ queryKey: materialKeys.my, fetchPage: fetchMyMaterials });
  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/add-materials')}>
      {t('actions.addMaterial')}
    </Button>
  );

  const columns: DataTableProps<Material>['columns'] = [
    {
      key: 'name',
      title: t('myMaterials.material'),
      hideable: false,
      render: (_, material) => (
        <Flex gap="small" align="flex-start" style={{ minWidth: 220, maxWidth: narrow ? 290 : 380 }}>
          <MaterialTypeIcon type={material.type} />
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {material.name}
            </Typography.Text>
            <MaterialTags material={material} />
            {narrow ? <MaterialActions material={material} compact /> : null}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'section',
      responsive: ['md'],
      title: t('myMaterials.section'),
      render: (_, material) => {
        const section = sectionOf(material);
        return section ? (
          <Flex vertical>
            <Typography.Text>{labels.title(section)}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {labels.section(section)}
            </Typography.Text>
          </Flex>
        ) : null;
      },
    },
    { key: 'category', responsive: ['md'], title: t('myMaterials.category'), render: (_, material) => (material.categoryKey ? tm(`category.${material.categoryKey}`) : '') },
    { key: 'updatedAt', responsive: ['md'], title: t('myMaterials.updated'), render: (_, material) => formatDate(material.updatedAt) },
    { key: 'actions', responsive: ['md'], title: t('actions.title'), hideable: false, render: (_, material) => <MaterialActions material={material} compact /> },
  ];

  return (
    <>
      <PageHeader icon={<UnorderedListOutlined />} title={t('myMaterials.title')} subtitle={t('myMaterials.subtitle')} />
      <DataTable<Material>
        list={list}
        columns={columns}
        rowKey="id"
        label={t('myMaterials.title')}
        errorTitle={t('myMaterials.loadFailed')}
        searchPlaceholder={t('myMaterials.search')}
        settingsKey="teaching-my-materials"
        filters={[
          { key: 'type', label: t('myMaterials.type'), options: MATERIAL_TYPES.map((type) => ({ value: type, label: tm(`type.${type}`) })) },
          { key: 'weekSegment', label: t('myMaterials.weekSegment'), width: 160, options: WEEK_SEGMENTS.map((segment) => ({ value: segment, label: tm(`segment.${segment}`) })) },
        ]}
        actions={addButton}
        emptyText={t('myMaterials.empty')}
        emptyAction={addButton}
      />
    </>
  );
}
