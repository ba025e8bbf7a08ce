// A bulk import from CSV (SPEC §2 "Bulk", §4 "Bulk import row status", §5 "CSV parsing"): the CSV is parsed here with
// contracts' schema for the preview (every row's errors, or the rows with a 12-character temporary password each);
// Start Import sends the CSV and those passwords, and the server parses it again, stores the import and creates the
// rows one at a time while this screen shows each row's status live. The import's id stays in the address
// (?import=<id>), and this tab keeps the previewed CSV and passwords, so a reload finds the import where it is.
// The passwords are never kept on the server: the results file is how the office hands them out.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { DownloadOutlined, PlayCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseImportCsv, type ImportParseResult } from '@campus/contracts/imports';
import type { ExportEntity, ImportRowView } from '@campus/contracts/organizational';
import { generateTemporaryPassword } from '@campus/contracts/password';
import { isApiError } from '../api/api-error.js';
import { CsvSource } from './csv-source.js';
import { useImportsTranslation } from './i18n/index.js';
import { ImportErrors } from './import-errors.js';
import { ImportPreview, ImportProgressBar } from './import-preview.js';
import { describeLabel, describeRow, downloadText, HAS_ACCOUNTS, PREVIEW_PASSWORD_LENGTH, resultsCsv, SCHEMA_OF, type PreviewRow, type ShownError } from './import-rows.js';
import { useImportProgress, useStartImport } from './imports-api.js';

interface Preview {
  text: string;
  result: ImportParseResult<Record<string, unknown>>;
  /** Row number → the temporary password shown for it. */
  passwords: Record<string, string>;
}

const IMPORT_PARAM = 'import';
const kept = (id: string) => `campus-import:${id}`;

function parsePreview(entity: ExportEntity, text: string, passwords?: Record<string, string>): Preview {
  const result = parseImportCsv(SCHEMA_OF[entity], text) as Preview['result'];
  const made = HAS_ACCOUNTS[entity] ? Object.fromEntries(result.rows.map(({ row }) => [String(row), generateTemporaryPassword(PREVIEW_PASSWORD_LENGTH)])) : {};
  return { text, result, passwords: passwords ?? made };
}

/** The row errors a refused import answers with (400 VALIDATION_FAILED), when the answer carries them. */
function refusedRows(error: unknown): ShownError[] {
  const details = isApiError(error) ? (error.details as { errors?: ShownError[] } | undefined) : undefined;
  return Array.isArray(details?.errors) ? details.errors : [];
}

/** The rows the table shows: the previewed ones with the server's statuses, or the server's alone after a reload elsewhere. */
function shownRows(entity: ExportEntity, preview: Preview | undefined, server: ImportRowView[] | undefined): PreviewRow[] {
  const statusOf = new Map((server ?? []).map((row) => [row.row, row]));
  const outcome = (row: number) => {
    const stored = statusOf.get(row);
    const message = stored?.error ?? stored?.note;
    return { status: stored?.status ?? 'pending', result: message ? { message, code: stored?.code, params: stored?.params } : null };
  };
  if (preview) return preview.result.rows.map(({ row, values }) => ({ row, ...describeRow(entity, values), password: preview.passwords[String(row)], ...outcome(row) }));
  return (server ?? []).map((row) => ({ row: row.row, ...describeLabel(row.label), ...outcome(row.row) }));
}

export interface BulkImportProps {
  entity: ExportEntity;
}

export function BulkImport({ entity }: BulkImportProps) {
  const { t } = useImportsTranslation();
  const [params, setParams] = useSearchParams();
  const importId = params.get(IMPORT_PARAM) ?? undefined;
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview>();
  const start = useStartImport();
  const progress = useImportProgress(importId);

  const setImportId = (id: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set(IMPORT_PARAM, id);
      else next.delete(IMPORT_PARAM);
      return next;
    });

  // After a reload: the import in the address gets back the CSV and passwords this tab previewed for it.
  useEffect(() => {
    if (!importId || preview) return;
    const stored = sessionStorage.getItem(kept(importId));
    if (!stored) return;
    const { text: csv, passwords } = JSON.parse(stored) as Pick<Preview, 'text' | 'passwords'>;
    setText(csv);
    setPreview(parsePreview(entity, csv, passwords));
  }, [entity, importId, preview]);

  const forget = () => {
    if (importId) sessionStorage.removeItem(kept(importId));
    setImportId(undefined);
    start.reset();
  };
  const parse = () => {
    forget();
    setPreview(parsePreview(entity, text));
  };
  const clear = () => {
    forget();
    setText('');
    setPreview(undefined);
  };
  const startImport = async () => {
    if (!preview) return;
    const passwords = HAS_ACCOUNTS[entity] ? { temporaryPasswords: preview.passwords } : {};
    const answer = await start.mutateAsync({ entity, csv: preview.text, ...passwords }).catch(() => undefined);
    if (!answer) return;
    sessionStorage.setItem(kept(answer.data.id), JSON.stringify({ text: preview.text, passwords: preview.passwords }));
    setImportId(answer.data.id);
  };

  const detail = progress.data;
  const rows = useMemo(() => shownRows(entity, preview, importId ? detail?.rows : undefined), [entity, preview, importId, detail]);
  const finished = detail?.data.status === 'done' || detail?.data.status === 'failed';
  const running = start.isPending || Boolean(importId && !finished);
  const refused = refusedRows(start.error);
  const errors: ShownError[] = refused.length ? refused : (preview?.result.errors ?? []);
  const blocked = !preview || Boolean(preview.result.parseError) || errors.length > 0 || rows.length === 0;
  const delimiter = preview?.result.delimiter;

  return (
    <Flex vertical gap="middle">
      <CsvSource entity={entity} text={text} onText={setText} onParse={parse} onClear={clear} locked={running} />
      {preview && <ImportErrors entity={entity} parseError={preview.result.parseError} errors={errors} />}
      {start.isError && !refused.length && <Alert type="error" showIcon title={start.error.message} />}
      {delimiter && delimiter !== ',' && <Alert type="info" showIcon title={t(delimiter === ';' ? 'delimiter.semicolon' : 'delimiter.tab')} />}
      {preview?.result.unknownColumns.length ? <Alert type="warning" showIcon title={t('errors.unknownColumns', { columns: preview.result.unknownColumns.join(', ') })} /> : null}
      {preview && !blocked && !importId && <Typography.Text>{t('ready', { n: rows.length })}</Typography.Text>}
      <Divider style={{ margin: 0 }} />
      <Flex gap="small" wrap>
        <Button type="primary" icon={<PlayCircleOutlined />} disabled={blocked || running || Boolean(importId)} loading={running} onClick={() => void startImport()}>
          {t('actions.start')}
        </Button>
        <Button icon={<UndoOutlined />} disabled={running || !importId} onClick={forget}>
          {t('actions.resetStatus')}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!finished} onClick={() => downloadText(`${entity}-import-results.csv`, resultsCsv(t, entity, rows))}>
          {t('actions.downloadResults')}
        </Button>
      </Flex>
      {HAS_ACCOUNTS[entity] && <Alert type="info" showIcon title={t('passwordsNote')} />}
      {progress.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {detail?.data.status === 'failed' && <Alert type="error" showIcon title={t('importFailed', { message: detail.data.error ?? '' })} />}
      {rows.length > 0 && <ImportProgressBar rows={rows} />}
      {rows.length > 0 && <ImportPreview entity={entity} rows={rows} />}
    </Flex>
  );
}
