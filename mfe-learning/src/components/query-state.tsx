// Loading, failed and empty states of a screen's query in one place, so every list of the area shows them alike.
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, errorMessage } from '@campus/shared-ui';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'refetch' | 'isRefetching' | 'data'>;
  /** Heading of the error panel, e.g. 'Failed to load courses'. */
  errorTitle: ReactNode;
  /** Words for the failure; the client's own message by default (materials calls pass materialErrorText). */
  errorText?: (error: unknown) => string;
  /** Shown when the data is there and empty. */
  emptyText: ReactNode;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  skeletonRows?: number;
}

export function QueryState<T>({ query, errorTitle, errorText, emptyText, isEmpty, children, skeletonRows = 4 }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (query.isError) return <ErrorPanel title={errorTitle} message={errorText ? errorText(query.error) : errorMessage(query.error, t)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  const data = query.data as T;
  if (isEmpty(data)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return <>{children(data)}</>;
}
