// Open, edit and delete (after a confirmation) of one material, as a row or a table shows them.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { DeleteOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { useConfirmAction, useFeedback, materialErrorText } from '@campus/shared-ui';
import type { Material } from '@campus/contracts/materials';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeleteMaterial } from '../api/materials.js';
import { materialHref } from './material-labels.js';

/** `compact`: icons only (named for screen readers and in a tooltip), for tables. */
export function MaterialActions({ material, compact = false }: { material: Material; compact?: boolean }) {
  const { t } = useTranslation('teaching');
  const feedback = useFeedback((error) => materialErrorText(t, error));
  const confirm = useConfirmAction(feedback);
  const remove = useDeleteMaterial();
  const navigate = useNavigate();
  const href = materialHref(material);
  const external = material.uploadMode === 'link';
  return (
    <Space size={4} wrap>
      <Button
        size="small"
        icon={<ExportOutlined />}
        href={href ?? undefined}
        disabled={!href}
        target={external || material.filePath ? '_blank' : undefined}
        rel="noopener noreferrer"
        aria-label={t('manage.openOf', { name: material.name })}
        title={compact ? t('actions.open') : undefined}
      >
        {compact ? null : t('actions.open')}
      </Button>
      <Button size="small" icon={<EditOutlined />} aria-label={t('manage.editOf', { name: material.name })} title={compact ? t('actions.edit') : undefined} onClick={() => navigate(`/edit-material/${material.id}`)}>
        {compact ? null : t('actions.edit')}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('manage.deleteOf', { name: material.name })}
        title={compact ? t('actions.delete') : undefined}
        onClick={() =>
          confirm({
            title: t('manage.deleteConfirm', { name: material.name }),
            content: t('manage.deleteHint'),
            okText: t('actions.delete'),
            cancelText: t('actions.cancel'),
            action: () => remove.mutateAsync(material.id),
            done: t('manage.deleted', { name: material.name }),
          })
        }
      >
        {compact ? null : t('actions.delete')}
      </Button>
    </Space>
  );
}
