// /admin/data-management: CSV import of students (the full schema), lecturers, subjects and groups, with the same
// preview → validate → import flow as the dean's office, and CSV export of each. The tab and the entity are in the
// address (?tab=export, ?entity=lecturers), so a reload during an import (?import=…) comes back to it.
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tabs from 'antd/es/tabs';
import { DatabaseOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { EXPORT_ENTITIES, type ExportEntity } from '@campus/contracts/organizational';
import { BulkImport, EntityChoice, ExportPanel, PageHeader, useImportsTranslation } from '@campus/shared-ui';

const isEntity = (value: string | null): value is ExportEntity => (EXPORT_ENTITIES as readonly (string | null)[]).includes(value);

export default function DataManagementScreen() {
  const { t } = useImportsTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'export' ? 'export' : 'import';
  const requested = params.get('entity');
  const entity: ExportEntity = isEntity(requested) ? requested : 'students';

  const importPanel = (
    <Flex vertical gap="middle">
      <Flex vertical gap={4}>
        <span id="import-entity-label">{t('dataManagement.entity')}</span>
        <EntityChoice labelledBy="import-entity-label" value={entity} entities={EXPORT_ENTITIES} onChange={(next) => setParams({ entity: next })} />
      </Flex>
      <BulkImport key={entity} entity={entity} />
    </Flex>
  );

  return (
    <>
      <PageHeader icon={<DatabaseOutlined />} title={t('dataManagement.title')} subtitle={t('dataManagement.subtitle')} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'export' ? { tab: key } : {})}
          items={[
            { key: 'import', label: t('dataManagement.importTab'), children: importPanel },
            { key: 'export', label: t('dataManagement.exportTab'), children: <ExportPanel /> },
          ]}
        />
      </Card>
    </>
  );
}
