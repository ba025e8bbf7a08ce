// Export of students, lecturers, subjects or groups as CSV (SPEC §3: selected fields, header on or off, ISO, US or EU
// dates). The server writes the file a page at a time and the browser saves it as it arrives (a link to the export
// route), so nothing of a large file is held in the page. The session is renewed first if it has expired, as a
// link cannot do that itself.
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { ExportOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { EXPORT_DATE_FORMATS, EXPORT_ENTITIES, EXPORT_FIELDS, ORGANIZATIONAL_PATHS, type ExportEntity } from '@campus/contracts/organizational';
import { api } from '../api/client.js';
import { EntityChoice } from './entity-choice.js';
import { useImportsTranslation } from './i18n/index.js';

type DateFormat = (typeof EXPORT_DATE_FORMATS)[number];

/** The export route's address for these choices. */
export function exportUrl(entity: ExportEntity, fields: readonly string[], header: boolean, dateFormat: DateFormat): string {
  const query = new URLSearchParams({ fields: fields.join(','), header: String(header), dateFormat });
  return `${ORGANIZATIONAL_PATHS.exports}/${entity}?${query}`;
}

async function download(url: string): Promise<void> {
  // Any answer but 401 means the session holds; the api client renews an expired one.
  await api.get('/api/auth/me').catch(() => undefined);
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function ExportPanel({ entities = EXPORT_ENTITIES }: { entities?: readonly ExportEntity[] }) {
  const { t } = useImportsTranslation();
  const [entity, setEntity] = useState<ExportEntity>(entities[0]!);
  const [fields, setFields] = useState<string[]>([...EXPORT_FIELDS[entity]]);
  const [header, setHeader] = useState(true);
  const [dateFormat, setDateFormat] = useState<DateFormat>('iso');
  const all: readonly string[] = EXPORT_FIELDS[entity];
  // The chosen fields in the entity's order, whatever order they were ticked in.
  const ordered = all.filter((field) => fields.includes(field));

  const choose = (next: ExportEntity) => {
    setEntity(next);
    setFields([...EXPORT_FIELDS[next]]);
  };

  return (
    <Form layout="vertical" style={{ maxWidth: 880 }}>
      <Form.Item label={t('export.entity')}>
        <EntityChoice value={entity} entities={entities} onChange={choose} />
      </Form.Item>
      <Flex vertical gap="small" style={{ marginBottom: 24 }}>
        <Flex gap="small" align="center">
          <Typography.Text id="export-fields-label">{t('export.fields')}</Typography.Text>
          <Button size="small" type="link" onClick={() => setFields([...all])}>
            {t('export.all')}
          </Button>
          <Button size="small" type="link" onClick={() => setFields([])}>
            {t('export.none')}
          </Button>
        </Flex>
        <Checkbox.Group
          aria-labelledby="export-fields-label"
          value={ordered}
          onChange={(values) => setFields(values as string[])}
          options={all.map((field) => ({ value: field, label: t(`fields.${entity}.${field}`) }))}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8 }}
        />
        {!ordered.length && <Typography.Text type="danger">{t('export.noFields')}</Typography.Text>}
      </Flex>
      <Flex gap="large" wrap>
        <Form.Item label={t('export.header')} htmlFor="export-header">
          <Switch id="export-header" checked={header} onChange={setHeader} />
        </Form.Item>
        <Form.Item label={t('export.dateFormat')}>
          <Radio.Group
            aria-label={t('export.dateFormat')}
            value={dateFormat}
            onChange={(event) => setDateFormat(event.target.value as DateFormat)}
            options={EXPORT_DATE_FORMATS.map((value) => ({ value, label: t(`export.dateFormats.${value}`) }))}
          />
        </Form.Item>
      </Flex>
      <Flex vertical gap="small" align="flex-start">
        <Button type="primary" icon={<ExportOutlined />} disabled={!ordered.length} onClick={() => void download(exportUrl(entity, ordered, header, dateFormat))}>
          {t('export.download')}
        </Button>
        <Typography.Text type="secondary">{t('export.scopeNote')}</Typography.Text>
      </Flex>
    </Form>
  );
}
