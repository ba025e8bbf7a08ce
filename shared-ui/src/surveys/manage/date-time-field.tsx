// A moment as a native date-and-time input (a phone shows its own picker), in the browser's time zone; the value
// travels as an ISO instant. A problem the server named for it shows under it.
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import dayjs from 'dayjs';
import { useId } from 'react';

/** An instant as the input's local 'YYYY-MM-DDTHH:mm'. */
export const toLocalInput = (value: string | null | undefined): string => (value ? dayjs(value).format('YYYY-MM-DDTHH:mm') : '');
/** The input's local text as an ISO instant; empty or unreadable as null. */
export const fromLocalInput = (text: string): string | null => {
  const parsed = dayjs(text);
  return text && parsed.isValid() ? parsed.toISOString() : null;
};

export interface DateTimeFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  problem?: string;
  required?: boolean;
}

export function DateTimeField({ label, value, onChange, problem, required = false }: DateTimeFieldProps) {
  const id = useId();
  const problemId = useId();
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <label htmlFor={id}>
        {label}
        {required ? <Typography.Text type="danger" aria-hidden> *</Typography.Text> : null}
      </label>
      <Input
        id={id}
        aria-label={label}
        type="datetime-local"
        value={toLocalInput(value)}
        status={problem ? 'error' : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(fromLocalInput(event.target.value))}
      />
      {problem ? (
        <Typography.Text type="danger" id={problemId}>
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
