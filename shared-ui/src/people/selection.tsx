// Row selection that lasts across pages, and the bar that acts on it: how many are chosen, export them as CSV,
// clear the choice.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { TableProps } from 'antd/es/table';
import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import { toCsv } from '@campus/contracts/imports';
import { useMemo, useState, type Key } from 'react';
import { useToast } from '../components/toast.js';
import { usePeopleTranslation } from './i18n/index.js';

/** The chosen rows (kept by id while the person pages, searches and filters) and the table's rowSelection. */
export function useRowSelection<T extends { id: string }>() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, T>>(new Map());
  return useMemo(() => {
    const rowSelection: TableProps<T>['rowSelection'] = {
      selectedRowKeys: [...chosen.keys()],
      preserveSelectedRowKeys: true,
      onChange: (keys: Key[], rows: (T | undefined)[]) => {
        const shown = new Map(rows.filter((row): row is T => Boolean(row)).map((row) => [row.id, row]));
        setChosen(new Map(keys.map((key) => [String(key), shown.get(String(key)) ?? chosen.get(String(key))]).filter((entry): entry is [string, T] => Boolean(entry[1]))));
      },
    };
    return { rowSelection, rows: [...chosen.values()], clear: () => setChosen(new Map()) };
  }, [chosen]);
}

/**
 * Downloads rows as a UTF-8 CSV file with contracts' writer (cells that start like a formula kept as text, and a
 * byte-order mark, so spreadsheet programs read Armenian and Russian).
 */
export function downloadCsv(fileName: string, header: string[], rows: (string | number | null)[][]): void {
  const records = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
  const url = URL.createObjectURL(new Blob([toCsv(header, records, { bom: true })], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

export interface SelectionBarProps {
  count: number;
  onExport: () => void;
  onClear: () => void;
}

/** Shown while some rows are chosen. */
export function SelectionBar({ count, onExport, onClear }: SelectionBarProps) {
  const { t } = usePeopleTranslation();
  const toast = useToast();
  if (count === 0) return null;
  return (
    <Flex gap="small" align="center" wrap role="status">
      <Typography.Text strong>{t('selection.count', { count })}</Typography.Text>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => {
          onExport();
          toast.success(t('selection.exported', { count }));
        }}
      >
        {t('selection.export')}
      </Button>
      <Button icon={<CloseOutlined />} onClick={onClear}>
        {t('selection.clear')}
      </Button>
    </Flex>
  );
}
