// The grade sheet's table: each student (name, number, group) with a score input. Rows whose input differs from the
// saved score are highlighted and marked "Unsaved"; a score students see that differs from the saved one is shown
// beside it. Enter or ArrowDown moves to the next student's input, ArrowUp to the one before, so a column of scores
// is typed without the mouse.
import Flex from 'antd/es/flex';
import Input, { type InputRef } from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { MidtermSheet } from '@campus/contracts/grading';
import { useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowState } from './scores.js';
import { tableEmpty } from '@campus/shared-ui';

export interface GradeTableProps {
  sheet: MidtermSheet;
  rows: RowState[];
  onChange: (studentId: string, text: string) => void;
  boundsHintId: string;
}

export function GradeTable({ sheet, rows, onChange, boundsHintId }: GradeTableProps) {
  const { t } = useTranslation('teaching');
  const { token } = theme.useToken();
  const inputs = useRef<(InputRef | null)[]>([]);

  const move = (index: number) => {
    const input = inputs.current[index];
    if (!input) return;
    input.focus();
    input.select();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index - 1);
    }
  };
  const highlight = (row: RowState) => ({ style: row.changed ? { background: row.invalid ? token.colorErrorBg : token.colorWarningBg } : undefined });

  const columns: ColumnsType<RowState> = [
    {
      key: 'student',
      title: t('midterms.sheet.student'),
      onCell: highlight,
      render: (_, row) => (
        <Flex vertical>
          <span>{row.entry.fullName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[row.entry.studentNumber, row.entry.groupName].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'score',
      title: t('midterms.sheet.score', { max: sheet.bounds.max }),
      onCell: highlight,
      render: (_, row, index) => {
        const published = sheet.publishedAt !== null && row.entry.publishedScore !== row.entry.score;
        return (
          <Flex vertical gap={2}>
            <Flex gap={8} align="center" wrap>
              <Input
                ref={(input) => {
                  inputs.current[index] = input;
                }}
                value={row.text}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="next"
                status={row.invalid ? 'error' : undefined}
                aria-invalid={row.invalid || undefined}
                aria-describedby={boundsHintId}
                aria-label={t('midterms.sheet.scoreOf', { name: row.entry.fullName })}
                onChange={(event) => onChange(row.entry.studentId, event.target.value)}
                onKeyDown={onKeyDown(index)}
                onFocus={(event) => event.target.select()}
                style={{ width: 80, textAlign: 'right' }}
              />
              {row.changed ? <Tag color={row.invalid ? 'red' : 'orange'}>{row.invalid ? t('midterms.sheet.invalid') : t('midterms.sheet.unsaved')}</Tag> : null}
            </Flex>
            {published ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('midterms.sheet.studentsSee', { score: row.entry.publishedScore ?? '—' })}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<RowState>
      rowKey={(row) => row.entry.studentId}
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={tableEmpty(t('midterms.sheet.noStudents'))}
      onRow={(row) => ({ 'data-unsaved': row.changed ? 'true' : undefined }) as HTMLAttributes<HTMLElement>}
    />
  );
}
