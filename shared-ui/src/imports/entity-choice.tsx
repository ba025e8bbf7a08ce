// Which records an import or export is of: students, lecturers, subjects or groups side by side, one under another
// on a phone, where four Armenian or Russian names side by side would run out of the card.
import Grid from 'antd/es/grid';
import Segmented from 'antd/es/segmented';
import type { ExportEntity } from '@campus/contracts/organizational';
import { useImportsTranslation } from './i18n/index.js';

export interface EntityChoiceProps {
  value: ExportEntity;
  entities: readonly ExportEntity[];
  onChange: (entity: ExportEntity) => void;
  /** The id of the label that names the choice. */
  labelledBy?: string;
}

export function EntityChoice({ value, entities, onChange, labelledBy }: EntityChoiceProps) {
  const { t } = useImportsTranslation();
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Segmented<ExportEntity>
      aria-labelledby={labelledBy}
      vertical={phone}
      value={value}
      onChange={onChange}
      options={entities.map((entity) => ({ value: entity, label: t(`entities.${entity}`) }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
