// Downloads the shown week or month as a PDF in the reader's language (the server lays it out).
import Button from 'antd/es/button';
import { FilePdfOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage, useToast } from '@campus/shared-ui';
import type { SchedulePdfRange } from '@campus/contracts/organizational';
import { downloadSchedulePdf } from '../api/schedule-pdf.js';

export interface SchedulePdfButtonProps {
  range: SchedulePdfRange;
  /** A day of the shown week or month (YYYY-MM-DD). */
  from: string;
  /** A department's schedule instead of the person's own. */
  departmentId?: string;
}

export function SchedulePdfButton({ range, from, departmentId }: SchedulePdfButtonProps) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const toast = useToast();
  const download = useMutation({
    mutationFn: () => downloadSchedulePdf({ range, from, departmentId, language }),
    onError: () => toast.error(t('schedulePdf.failed')),
  });
  return (
    <Button icon={<FilePdfOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
      {download.isPending ? t('schedulePdf.preparing') : t(range === 'month' ? 'schedulePdf.downloadMonth' : 'schedulePdf.download')}
    </Button>
  );
}
