// A person's own records of one academic period (their absences, their grades): the heading with a period selector
// that opens on the active period (else the latest to start), and the chosen period's content below, with the
// loading, failed and "no periods yet" states of the period list. The texts are the area's.
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel.js';
import { PageHeader } from './page-header.js';

export interface ChoosablePeriod {
  id: string;
  name: string;
  isActive: boolean;
  startsOn: string;
}

/**
 * The period a screen opens on: the preferred one (an area's default term) while it exists, else the active one, else
 * the latest to start.
 */
export function defaultPeriod<P extends ChoosablePeriod>(periods: readonly P[], preferredId?: string | null): P | undefined {
  return (
    (preferredId ? periods.find((period) => period.id === preferredId) : undefined) ??
    periods.find((period) => period.isActive) ??
    periods.toSorted((a, b) => b.startsOn.localeCompare(a.startsOn))[0]
  );
}

/** A period select's options: the active one marked, e.g. "2026 autumn (current)". */
export function periodOptions(periods: readonly ChoosablePeriod[], activeLabel: (name: string) => string) {
  return periods.map((period) => ({ value: period.id, label: period.isActive ? activeLabel(period.name) : period.name }));
}

export interface PeriodScreenProps<P extends ChoosablePeriod> {
  icon?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  periods: Pick<UseQueryResult<P[]>, 'isPending' | 'isError' | 'error' | 'data' | 'refetch' | 'isRefetching'>;
  texts: {
    /** The select's accessible name, e.g. "Academic period". */
    period: string;
    /** The active period's option, e.g. name → "name (current)". */
    activePeriod: (name: string) => string;
    periodsLoadFailed: ReactNode;
    noPeriods: ReactNode;
  };
  /** The words for a failure to load the periods. */
  errorText: (error: unknown) => string;
  /** The chosen period's content. */
  children: (periodId: string) => ReactNode;
}

export function PeriodScreen<P extends ChoosablePeriod>({ icon, title, subtitle, periods, texts, errorText, children }: PeriodScreenProps<P>) {
  const [chosenId, setChosenId] = useState<string>();
  const periodId = chosenId ?? (periods.data ? defaultPeriod(periods.data)?.id : undefined);

  const content = periods.isPending ? (
    <Skeleton active paragraph={{ rows: 4 }} />
  ) : periods.isError ? (
    <ErrorPanel title={texts.periodsLoadFailed} message={errorText(periods.error)} onRetry={() => void periods.refetch()} retrying={periods.isRefetching} />
  ) : periodId ? (
    children(periodId)
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noPeriods} />
  );

  return (
    <Flex vertical gap="large">
      <PageHeader
        icon={icon}
        title={title}
        subtitle={subtitle}
        extra={
          periods.data && periods.data.length > 0 ? (
            <Select aria-label={texts.period} value={periodId} onChange={setChosenId} style={{ minWidth: 220 }} options={periodOptions(periods.data, texts.activePeriod)} />
          ) : undefined
        }
      />
      {content}
    </Flex>
  );
}
