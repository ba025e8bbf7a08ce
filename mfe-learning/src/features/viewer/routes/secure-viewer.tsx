// /secure-viewer?materialId=…: one material shown in the page. Download is offered only when the material allows
// it, through a short-lived signed URL; the server refuses the download otherwise, whatever the page does.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ArrowLeftOutlined, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorPanel, LoadingScreen, MaterialTypeIcon, PageHeader, materialErrorText, useDateFormat, useFeedback, useMaterialsTranslation } from '@campus/shared-ui';
import type { Material } from '@campus/contracts/materials';
import { materialQuery, useDownloadMaterial } from '../../../lib/materials-api.js';
import { MaterialView } from '../components/material-view.js';

function DownloadButton({ material }: { material: Material }) {
  const { t } = useTranslation('learning');
  const feedback = useFeedback((error) => materialErrorText(t, error));
  const download = useDownloadMaterial();
  if (!material.allowDownload) {
    return (
      <Tag icon={<LockOutlined aria-hidden />} color="default">
        {t('viewer.viewOnly')}
      </Tag>
    );
  }
  if (!material.filePath || !material.sectionId) return null;
  const start = () => download.mutate(material, { onError: feedback.failure });
  return (
    <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={start}>
      {t('viewer.download')}
    </Button>
  );
}

export default function SecureViewerScreen() {
  const { t } = useTranslation('learning');
  const { t: tm } = useMaterialsTranslation();
  const { formatDate } = useDateFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('materialId'));
  const material = useQuery(materialQuery(id));
  if (!Number.isInteger(id) || id < 1) return <Alert type="warning" showIcon title={t('viewer.noMaterial')} />;
  if (material.isPending) return <LoadingScreen />;
  if (material.isError) return <ErrorPanel title={t('viewer.loadFailed')} message={materialErrorText(t, material.error)} onRetry={() => void material.refetch()} />;
  const data = material.data;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(`/courses/${data.courseId}`)}>
      {t('viewer.backToCourse')}
    </Button>
  );
  return (
    <Flex vertical gap="middle">
      <PageHeader icon={<MaterialTypeIcon type={data.type} />} title={data.name} subtitle={t('materials.byline', { author: data.authorName, date: formatDate(data.updatedAt) })} extra={back} />
      <Flex gap={8} wrap align="center" style={{ marginTop: -16 }}>
        <Tag>{tm(`type.${data.type}`)}</Tag>
        <Tag>{tm(`segment.${data.weekSegment}`)}</Tag>
        <DownloadButton material={data} />
      </Flex>
      <Card size="small" styles={{ body: { padding: 8 } }}>
        <MaterialView material={data} />
      </Card>
      {data.description ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Typography.Paragraph> : null}
    </Flex>
  );
}
