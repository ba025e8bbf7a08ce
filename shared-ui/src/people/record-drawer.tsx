// A person's record in a side drawer: one labelled line per field, and Edit in the header for those who may change
// it. The drawer never grows wider than the screen, so a phone shows it whole.
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Typography from 'antd/es/typography';
import { EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { usePeopleTranslation } from './i18n/index.js';

export const DRAWER_SIZE = 'min(560px, 100vw)';

export interface RecordField {
  key: string;
  label: ReactNode;
  /** null or '' shows "Not set". */
  value: ReactNode;
}

export interface RecordDrawerProps {
  open: boolean;
  title: ReactNode;
  fields: RecordField[];
  /** Shows Edit in the header. */
  onEdit?: () => void;
  onClose: () => void;
}

export function RecordDrawer({ open, title, fields, onEdit, onClose }: RecordDrawerProps) {
  const { t } = usePeopleTranslation();
  const notSet = <Typography.Text type="secondary">{t('record.none')}</Typography.Text>;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={DRAWER_SIZE}
      extra={
        onEdit ? (
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('actions.edit')}
          </Button>
        ) : null
      }
    >
      <Descriptions
        column={1}
        bordered
        size="small"
        styles={{ label: { width: '40%' } }}
        items={fields.map(({ key, label, value }) => ({ key, label, children: value === null || value === '' ? notSet : value }))}
      />
    </Drawer>
  );
}
