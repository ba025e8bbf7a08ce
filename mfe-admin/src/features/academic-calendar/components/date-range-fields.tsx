// A first and a last day (native date inputs: a phone shows its own picker), the last not before the first and,
// when bounds are given, both inside them (the academic year).
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { RuleObject } from 'antd/es/form';
import { useDateFormat } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { localDay, type DayBounds } from './days.js';

export interface DateRangeValues {
  startsOn: string;
  endsOn: string;
}

export function DateRangeFields({ bounds }: { bounds?: DayBounds }) {
  const { t } = useTranslation('admin');
  const { formatDate } = useDateFormat();
  const insideBounds = (_: RuleObject, value: string | undefined) => {
    if (!value || !bounds || (value >= bounds.from && value <= bounds.to)) return Promise.resolve();
    return Promise.reject(new Error(t('academicCalendar.validation.outsideYear', { from: formatDate(localDay(bounds.from)), to: formatDate(localDay(bounds.to)) })));
  };
  return (
    <Flex gap="middle" wrap>
      <Form.Item
        name="startsOn"
        label={t('academicCalendar.fields.firstDay')}
        rules={[{ required: true, message: t('academicCalendar.validation.firstDay') }, { validator: insideBounds }]}
        style={{ flex: '1 1 200px' }}
      >
        <Input type="date" min={bounds?.from} max={bounds?.to} />
      </Form.Item>
      <Form.Item
        name="endsOn"
        label={t('academicCalendar.fields.lastDay')}
        dependencies={['startsOn']}
        rules={[
          { required: true, message: t('academicCalendar.validation.lastDay') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              value && getFieldValue('startsOn') && value < getFieldValue('startsOn') ? Promise.reject(new Error(t('academicCalendar.validation.endBeforeStart'))) : Promise.resolve(),
          }),
          { validator: insideBounds },
        ]}
        style={{ flex: '1 1 200px' }}
      >
        <Input type="date" min={bounds?.from} max={bounds?.to} />
      </Form.Item>
    </Flex>
  );
}
