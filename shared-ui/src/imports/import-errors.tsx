// What is wrong with a parsed CSV (SPEC §5 "CSV parsing"): a file that cannot be read shows the parse message; row
// errors show '{n} validation error(s) found. Fix and re-parse.' over a table of row, field and message, with the
// error report to download. Errors the server found on import (a program it does not know) are shown the same way.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import { DownloadOutlined } from '@ant-design/icons';
import type { ImportIssue } from '@campus/contracts/imports';
import type { ExportEntity } from '@campus/contracts/organizational';
import { useImportsTranslation } from './i18n/index.js';
import { downloadText, errorReportCsv, errorText, fieldLabel, type ShownError } from './import-rows.js';

export interface ImportErrorsProps {
  entity: ExportEntity;
  parseError?: ImportIssue;
  errors: ShownError[];
}

export function ImportErrors({ entity, parseError, errors }: ImportErrorsProps) {
  const { t } = useImportsTranslation();
  if (parseError) {
    return <Alert type="error" showIcon title={t('parseFailed')} description={errorText(t, entity, { ...parseError, field: '' })} />;
  }
  if (!errors.length) return null;
  return (
    <Flex vertical gap="small">
      <Alert
        type="error"
        showIcon
        title={t('errors.validationSummary', { n: errors.length })}
        action={
          <Button size="small" icon={<DownloadOutlined />} onClick={() => downloadText(`${entity}-import-errors.csv`, errorReportCsv(t, entity, errors))}>
            {t('errorList.download')}
          </Button>
        }
      />
      <Table<ShownError>
        aria-label={t('errorList.title')}
        size="small"
        rowKey={(error) => `${error.row}:${error.field}:${error.code}`}
        dataSource={errors}
        pagination={errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('errorList.row'), dataIndex: 'row', width: 72 },
          { title: t('errorList.field'), key: 'field', render: (_, error) => fieldLabel(t, entity, error.field) },
          { title: t('errorList.message'), key: 'message', render: (_, error) => errorText(t, entity, error) },
        ]}
      />
    </Flex>
  );
}
