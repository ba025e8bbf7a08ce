// /lecturer-materials/manage/{assignmentId}: one section's materials by category, each category by week segment.
// One category is open at a time; `?expand=<category>` says which (so a link or a reload opens the same one).
import Button from 'antd/es/button';
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { ArrowLeftOutlined, FolderOpenOutlined, PlusOutlined } from '@ant-design/icons';
import { ErrorPanel, PageHeader, materialErrorText, useMaterialsTranslation } from '@campus/shared-ui';
import { CATEGORY_KEYS, WEEK_SEGMENTS, type CategoryKey, type Material } from '@campus/contracts/materials';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { assignmentMaterialsQuery } from '../api/materials.js';
import { MaterialActions } from '../components/material-actions.js';
import { useAssignmentLabels } from '../components/material-labels.js';
import { MaterialRow } from '../components/material-row.js';

function CategoryMaterials({ category, materials, onAdd }: { category: string; materials: Material[]; onAdd: (segment?: string) => void }) {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  if (materials.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manage.emptyCategory')}>
        <Button icon={<PlusOutlined />} onClick={() => onAdd()}>
          {t('actions.add')}
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap="small">
      {WEEK_SEGMENTS.map((segment) => {
        const inSegment = materials.filter((material) => material.weekSegment === segment);
        if (inSegment.length === 0) return null;
        return (
          <section key={segment} aria-label={tm(`segment.${segment}`)}>
            <Flex justify="space-between" align="center" wrap gap="small">
              <Typography.Title level={4} style={{ margin: 0, fontSize: 15 }}>
                {tm(`segment.${segment}`)}
              </Typography.Title>
              <Button
                size="small"
                type="link"
                icon={<PlusOutlined />}
                aria-label={t('manage.addTo', { category: `${category} · ${tm(`segment.${segment}`)}` })}
                onClick={() => onAdd(segment)}
              >
                {t('actions.add')}
              </Button>
            </Flex>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {inSegment.map((material) => (
                <MaterialRow key={material.id} material={material} actions={<MaterialActions material={material} />} />
              ))}
            </ul>
          </section>
        );
      })}
    </Flex>
  );
}

export default function ManageAssignment() {
  const { t } = useTranslation('teaching');
  const { t: tm } = useMaterialsTranslation();
  const { assignmentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const labels = useAssignmentLabels();
  const query = useQuery(assignmentMaterialsQuery(assignmentId));
  const expanded = search.get('expand') ?? '';
  const addTo = (category: CategoryKey, segment?: string) =>
    navigate(`/lecturer-materials/manage/${assignmentId}/new/${category}${segment ? `?segment=${segment}` : ''}`);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/lecturer-materials')}>
      {t('actions.back')}
    </Button>
  );

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton active title paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <>
        <PageHeader icon={<FolderOpenOutlined />} title={t('actions.manage')} extra={back} />
        <ErrorPanel title={t('manage.loadFailed')} message={materialErrorText(t, query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }
  const { assignment, materials } = query.data;
  const items = CATEGORY_KEYS.map((category) => {
    const inCategory = materials.filter((material) => material.categoryKey === category);
    return {
      key: category,
      label: (
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t('manage.categoryCount', { category: tm(`category.${category}`), count: inCategory.length })}
        </Typography.Text>
      ),
      extra: (
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('manage.addTo', { category: tm(`category.${category}`) })}
          onClick={() => addTo(category)}
        >
          {t('actions.add')}
        </Button>
      ),
      children: <CategoryMaterials category={tm(`category.${category}`)} materials={inCategory} onAdd={(segment) => addTo(category, segment)} />,
    };
  });

  return (
    <>
      <PageHeader icon={<FolderOpenOutlined />} title={labels.title(assignment)} subtitle={labels.section(assignment)} extra={back} />
      {/* One category open at a time, kept in ?expand. Not antd's accordion: its tab roles cannot hold the Add
          buttons, and only the header's title toggles, so each Add button stands beside it rather than inside. */}
      <Collapse
        collapsible="header"
        // A title that only toggles would not shrink; on a phone it wraps beside its Add button.
        styles={{ title: { flex: '1 1 auto', minWidth: 0 } }}
        activeKey={expanded ? [expanded] : []}
        onChange={(keys) => {
          const open = (Array.isArray(keys) ? keys : [keys]).map(String).find((key) => key !== expanded);
          setSearch(open ? { expand: open } : {}, { replace: true });
        }}
        items={items}
      />
    </>
  );
}
