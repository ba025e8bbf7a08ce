// A year's exam sessions or holidays, in date order: each with its days, and the administrator's edit and delete.
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { CalendarEntry, CalendarEntryKind } from '@campus/contracts';
import { useConfirmAction, useLocalized } from '@campus/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback.js';
import { useCalendarWrite } from '../api/calendar.js';
import { CalendarCard, CalendarRow } from './calendar-card.js';
import { ENTRY_TEXTS } from './entry-dialog.js';

export interface EntriesCardProps {
  kind: CalendarEntryKind;
  entries: CalendarEntry[];
  icon: ReactNode;
  onAdd: () => void;
  onEdit: (entry: CalendarEntry) => void;
}

export function EntriesCard({ kind, entries, icon, onAdd, onEdit }: EntriesCardProps) {
  const { t } = useTranslation('admin');
  const localized = useLocalized();
  const confirm = useConfirmAction(useFeedback());
  const write = useCalendarWrite();
  const texts = `academicCalendar.${ENTRY_TEXTS[kind]}`;

  const confirmDelete = (entry: CalendarEntry) =>
    confirm({
      title: t(`${texts}.deleteConfirm`, { name: localized(entry.name) }),
      content: t(`${texts}.deleteHint`),
      okText: t('actions.delete'),
      cancelText: t('actions.cancel'),
      action: () => write.mutateAsync({ kind: 'deleteEntry', entry: kind, id: entry.id }),
      done: t(`${texts}.deleted`, { name: localized(entry.name) }),
    });

  const intro = kind === 'holiday' ? <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }}>{t('academicCalendar.holidays.hint')}</Typography.Paragraph> : null;
  return (
    <CalendarCard icon={icon} title={t(`${texts}.title`)} addLabel={t(`${texts}.add`)} onAdd={onAdd} intro={intro} emptyText={t(`${texts}.empty`)}>
      {entries.map((entry, index) => {
        const name = localized(entry.name);
        return (
          <CalendarRow
            key={entry.id}
            title={<Typography.Text strong>{name}</Typography.Text>}
            first={entry.startsOn}
            last={entry.endsOn}
            isLast={index === entries.length - 1}
            actions={
              <>
                <Button size="small" icon={<EditOutlined />} aria-label={t('actions.editNamed', { name })} onClick={() => onEdit(entry)} />
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('actions.deleteNamed', { name })} onClick={() => confirmDelete(entry)} />
              </>
            }
          />
        );
      })}
    </CalendarCard>
  );
}
