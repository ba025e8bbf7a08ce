// Where an import's CSV comes from (SPEC §2 "Bulk"): the template or the sample, a file, or text pasted in; then Parse
// or Clear. The text area holds whatever was loaded, so a person can fix a row in place and parse again.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { ClearOutlined, DownloadOutlined, ExperimentOutlined, FileSearchOutlined, UploadOutlined } from '@ant-design/icons';
import { sampleCsv, templateCsv } from '@campus/contracts/imports';
import type { ExportEntity } from '@campus/contracts/organizational';
import { useImportsTranslation } from './i18n/index.js';
import { downloadText, SCHEMA_OF } from './import-rows.js';

export interface CsvSourceProps {
  entity: ExportEntity;
  text: string;
  onText: (text: string) => void;
  onParse: () => void;
  onClear: () => void;
  /** While an import runs, its CSV stays as it is. */
  locked: boolean;
}

export function CsvSource({ entity, text, onText, onParse, onClear, locked }: CsvSourceProps) {
  const { t } = useImportsTranslation();
  const schema = SCHEMA_OF[entity];
  const columns = templateCsv(schema).trim().split(',').join(', ');
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Button icon={<DownloadOutlined />} onClick={() => downloadText(`${entity}-template.csv`, templateCsv(schema))}>
          {t('source.downloadTemplate')}
        </Button>
        <Button icon={<ExperimentOutlined />} disabled={locked} onClick={() => onText(sampleCsv(schema))}>
          {t('source.loadSample')}
        </Button>
        <Upload
          accept=".csv,.tsv,.txt,text/csv"
          showUploadList={false}
          disabled={locked}
          beforeUpload={(file) => {
            void file.text().then(onText);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={locked}>
            {t('source.upload')}
          </Button>
        </Upload>
      </Flex>
      <Input.TextArea
        aria-label={t('source.paste')}
        placeholder={t('source.placeholder')}
        value={text}
        readOnly={locked}
        onChange={(event) => onText(event.target.value)}
        autoSize={{ minRows: 6, maxRows: 14 }}
        spellCheck={false}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
        {t('source.hint', { columns })}
      </Typography.Text>
      <Flex gap="small" wrap>
        <Button type="primary" icon={<FileSearchOutlined />} disabled={locked || text.trim() === ''} onClick={onParse}>
          {t('source.parse')}
        </Button>
        <Button icon={<ClearOutlined />} disabled={locked} onClick={onClear}>
          {t('source.clear')}
        </Button>
      </Flex>
    </Flex>
  );
}
