// The buttons of a person's row: View always; Edit and Delete only where the caller may change records. Each is
// named by the person, so a screen reader (and a test) tells one row's buttons from another's. On a phone View is an
// icon too, so the pinned column leaves room for the name.
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Space from 'antd/es/space';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { usePeopleTranslation } from './i18n/index.js';
import type { PersonActions } from './person-actions.js';

export interface RowActionsProps<T> {
  record: T;
  person: PersonActions<T>;
  onDelete?: () => void;
}

export function RowActions<T extends { firstName: string; lastName: string }>({ record, person, onDelete }: RowActionsProps<T>) {
  const { t } = usePeopleTranslation();
  const name = fullName(record);
  const { edit } = person;
  const onView = () => person.view(record);
  const onEdit = edit && (() => edit(record));
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Space size={4}>
      <Button size="small" icon={<EyeOutlined />} onClick={onView} aria-label={t('actions.viewNamed', { name })} title={t('actions.view')}>
        {phone ? null : t('actions.view')}
      </Button>
      {onEdit ? <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t('actions.editNamed', { name })} title={t('actions.edit')} /> : null}
      {onDelete ? <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete} aria-label={t('actions.deleteNamed', { name })} title={t('actions.delete')} /> : null}
    </Space>
  );
}

/** A person's name as rows and titles show it. */
export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
