import Flex from 'antd/es/flex';
import { CloudUploadOutlined, FolderOpenOutlined, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AccountSummary, CardGrid, FeaturePreviewCard, PageHeader, useCurrentUser } from '@campus/shared-ui';

export default function LecturerMaterials() {
  const { t } = useTranslation('teaching');
  const { data: user } = useCurrentUser();
  const preview = [
    { key: 'upload', icon: <CloudUploadOutlined />, title: t('materials.preview.upload'), description: t('materials.preview.uploadText') },
    { key: 'organise', icon: <FolderOpenOutlined />, title: t('materials.preview.organise'), description: t('materials.preview.organiseText') },
    { key: 'access', icon: <LockOutlined />, title: t('materials.preview.access'), description: t('materials.preview.accessText') },
  ];
  return (
    <Flex vertical gap="large">
      <PageHeader
        title={t('materials.title')}
        subtitle={user ? t('materials.greeting', { name: user.firstName || user.displayName }) : undefined}
      />
      <CardGrid>
        <AccountSummary />
        <FeaturePreviewCard title={t('materials.preview.title')} intro={t('materials.preview.intro')} items={preview} />
      </CardGrid>
    </Flex>
  );
}
