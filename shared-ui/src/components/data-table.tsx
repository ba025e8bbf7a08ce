// The platform's server-side table: debounced search, filters, sort and pagination driven by usePagedList,
// with a skeleton on first load, an error panel with retry, empty states that tell "no data" from
// "no match", and optional column chooser and row density.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Dropdown from 'antd/es/dropdown';
import Flex from 'antd/es/flex';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import type { ColumnType, ColumnsType, TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { ColumnHeightOutlined, ReloadOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { useLayoutEffect, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error.js';
import { PAGE_SIZE_OPTIONS, type PagedList } from '../query/paged-list.js';
import { tableEmpty } from './table-empty.js';
import { ErrorPanel } from './error-panel.js';

export interface DataTableFilter {
  /** The filter's query-string name, e.g. 'status'. */
  key: string;
  /** Placeholder of the select, e.g. "Status". */
  label: string;
  options: { value: string; label: ReactNode }[];
  width?: number;
}

export type DataTableDensity = 'comfortable' | 'compact';

export interface DataTableProps<T> {
  list: PagedList<T>;
  /**
   * antd columns. Give each a `key` (or a string `dataIndex`); `sorter: true` makes a column sort on the
   * server by that key. `hideable: false` keeps a column out of the column chooser.
   */
  columns: (ColumnType<T> & { hideable?: boolean })[];
  rowKey: TableProps<T>['rowKey'];
  /** Heading of the error panel, e.g. t('groups.loadFailed') → "Failed to load groups". */
  errorTitle: ReactNode;
  /** How the area words a server error it knows (by its code); the client's text otherwise. */
  errorText?: (error: unknown) => string;
  /** Accessible name of the table and its search box. */
  label: string;
  searchPlaceholder?: string;
  /** Default true. */
  search?: boolean;
  filters?: DataTableFilter[];
  /** Actions on the right of the toolbar, e.g. a Create button. */
  actions?: ReactNode;
  /** Shown when the list is empty and nothing narrows it. */
  emptyText?: ReactNode;
  /** e.g. a Create button under the empty text. */
  emptyAction?: ReactNode;
  /** Stores the hidden columns and density in the browser under this name; enables both controls. */
  settingsKey?: string;
  rowSelection?: TableProps<T>['rowSelection'];
  expandable?: TableProps<T>['expandable'];
  onRow?: TableProps<T>['onRow'];
  /** Horizontal scroll width for wide tables on narrow screens. Default 'max-content'. */
  scrollX?: number | string;
}

interface StoredSettings {
  hidden: string[];
  density: DataTableDensity;
}

function loadSettings(key: string | undefined): StoredSettings {
  const fallback: StoredSettings = { hidden: [], density: 'comfortable' };
  if (!key) return fallback;
  try {
    const stored = JSON.parse(window.localStorage.getItem(`table:${key}`) ?? 'null') as Partial<StoredSettings> | null;
    return {
      hidden: Array.isArray(stored?.hidden) ? stored.hidden.filter((item) => typeof item === 'string') : [],
      density: stored?.density === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    return fallback;
  }
}

function saveSettings(key: string | undefined, settings: StoredSettings): void {
  if (!key) return;
  try {
    window.localStorage.setItem(`table:${key}`, JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}

function columnKey<T>(column: ColumnType<T>): string {
  if (column.key !== undefined) return String(column.key);
  return Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : String(column.dataIndex ?? '');
}

const SKELETON_ROWS = 5;

/**
 * The select-all checkbox. antd repeats every column title in a hidden row that measures column widths (marked
 * aria-hidden), where a focusable checkbox is a trap for keyboard and screen-reader users (axe: aria-hidden-focus):
 * that copy is made inert.
 */
function SelectAllTitle({ checkbox }: { checkbox: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = ref.current;
    if (span?.closest('[aria-hidden="true"]')) span.inert = true;
  }, []);
  return <span ref={ref}>{checkbox}</span>;
}

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const {
    list,
    columns,
    rowKey,
    errorTitle,
    errorText,
    label,
    searchPlaceholder,
    search = true,
    filters = [],
    actions,
    emptyText,
    emptyAction,
    settingsKey,
    rowSelection,
    expandable,
    onRow,
    scrollX = 'max-content',
  } = props;
  const { t } = useTranslation('common');
  const [settings, setSettings] = useState(() => loadSettings(settingsKey));
  const update = (next: StoredSettings) => {
    setSettings(next);
    saveSettings(settingsKey, next);
  };
  const { query, params } = list;
  // A phone shows a few columns of a wide table: one pinned to the side (the actions) would cover the name next to
  // it, so columns are pinned from a tablet's width up and a phone scrolls the whole row.
  const pinColumns = Grid.useBreakpoint().md !== false;

  const visibleColumns: ColumnsType<T> = useMemo(
    () =>
      columns
        .filter((column) => !settings.hidden.includes(columnKey(column)))
        .map(({ hideable: _hideable, ...pinned }) => {
          const column = pinColumns ? pinned : { ...pinned, fixed: undefined };
          if (!column.sorter) return column;
          const key = columnKey(column);
          const sortOrder = params.sort?.field === key ? (params.sort.order === 'asc' ? 'ascend' : 'descend') : null;
          return { ...column, key, sorter: true, sortOrder } as ColumnType<T>;
        }),
    [columns, settings.hidden, params.sort, pinColumns],
  );

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      const field = one?.columnKey !== undefined ? String(one.columnKey) : undefined;
      list.setSort(field && one?.order ? { field, order: one.order === 'ascend' ? 'asc' : 'desc' } : undefined);
    } else if (extra.action === 'paginate') {
      list.setPage(pagination.current ?? 1, pagination.pageSize);
    }
  };

  const toolbar = (
    <Flex gap="small" wrap justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Flex gap="small" wrap align="center" style={{ flex: '1 1 320px' }}>
        {search ? (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={searchPlaceholder ?? t('dataTable.search')}
            aria-label={searchPlaceholder ?? t('dataTable.search')}
            value={list.searchText}
            onChange={(event) => list.setSearchText(event.target.value)}
            style={{ maxWidth: 320, flex: '1 1 200px' }}
          />
        ) : null}
        {filters.map((filter) => (
          <Select
            key={filter.key}
            allowClear
            placeholder={filter.label}
            aria-label={filter.label}
            value={params.filters[filter.key]}
            onChange={(value: string | undefined) => list.setFilter(filter.key, value)}
            options={filter.options}
            style={{ width: filter.width ?? 180 }}
          />
        ))}
        {list.isFiltered ? (
          <Button type="link" onClick={list.resetFilters}>
            {t('dataTable.clearFilters')}
          </Button>
        ) : null}
      </Flex>
      <Flex gap="small" wrap align="center">
        <Tooltip title={t('dataTable.refresh')}>
          <Button
            icon={<ReloadOutlined spin={query.isFetching && !query.isPending} />}
            aria-label={t('dataTable.refresh')}
            onClick={() => void query.refetch()}
          />
        </Tooltip>
        {settingsKey ? (
          <>
            <Tooltip title={t('dataTable.density')}>
              <Segmented<DataTableDensity>
                aria-label={t('dataTable.density')}
                value={settings.density}
                onChange={(density) => update({ ...settings, density })}
                options={[
                  { value: 'comfortable', label: t('dataTable.comfortable') },
                  { value: 'compact', label: <ColumnHeightOutlined aria-label={t('dataTable.compact')} /> },
                ]}
              />
            </Tooltip>
            <Dropdown
              trigger={['click']}
              menu={{
                items: columns
                  .filter((column) => column.hideable !== false)
                  .map((column) => {
                    const key = columnKey(column);
                    const hidden = settings.hidden.includes(key);
                    return {
                      key,
                      label: (
                        <Checkbox checked={!hidden} onClick={(event) => event.stopPropagation()}>
                          {typeof column.title === 'function' ? key : column.title}
                        </Checkbox>
                      ),
                      onClick: () =>
                        update({ ...settings, hidden: hidden ? settings.hidden.filter((item) => item !== key) : [...settings.hidden, key] }),
                    };
                  }),
              }}
            >
              <Button icon={<SettingOutlined />}>{t('dataTable.columns')}</Button>
            </Dropdown>
          </>
        ) : null}
        {actions}
      </Flex>
    </Flex>
  );

  if (query.isError && !query.data) {
    return (
      <>
        {toolbar}
        <ErrorPanel title={errorTitle} message={errorText ? errorText(query.error) : errorMessage(query.error, t)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    );
  }

  const size = settings.density === 'compact' ? 'small' : 'middle';
  if (query.isPending) {
    const skeletonColumns = visibleColumns.map((column) => ({
      ...column,
      sorter: false,
      render: () => <Skeleton.Input active size="small" block style={{ minWidth: 60 }} />,
    })) as ColumnsType<{ key: number }>;
    return (
      <>
        {toolbar}
        <Table<{ key: number }>
          aria-busy="true"
          aria-label={label}
          size={size}
          columns={skeletonColumns}
          dataSource={Array.from({ length: SKELETON_ROWS }, (_, index) => ({ key: index }))}
          pagination={false}
          scroll={{ x: scrollX }}
        />
      </>
    );
  }

  const empty = list.isFiltered
    ? tableEmpty(t('dataTable.noMatch'), <Button onClick={list.resetFilters}>{t('dataTable.clearFilters')}</Button>)
    : tableEmpty(emptyText ?? t('dataTable.empty'), emptyAction);

  return (
    <>
      {toolbar}
      {query.isError ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={errorTitle}
          description={`${errorText ? errorText(query.error) : errorMessage(query.error, t)} ${t('dataTable.staleData')}`}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<T>
        aria-label={label}
        size={size}
        rowKey={rowKey}
        columns={visibleColumns}
        dataSource={list.rows}
        loading={query.isFetching && query.isPlaceholderData}
        locale={empty}
        onChange={onChange}
        rowSelection={
          rowSelection && ({ columnTitle: (checkbox: ReactNode) => <SelectAllTitle checkbox={checkbox} />, ...rowSelection } as TableProps<T>['rowSelection'] & { selectedRowKeys?: Key[] })
        }
        expandable={expandable}
        onRow={onRow}
        scroll={{ x: scrollX }}
        pagination={
          list.total > 0
            ? {
                current: params.page,
                pageSize: params.pageSize,
                total: list.total,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZE_OPTIONS,
                showTotal: (total, [from, to]) => t('dataTable.range', { from, to, total }),
                locale: { items_per_page: t('dataTable.perPage') },
              }
            : false
        }
      />
    </>
  );
}
