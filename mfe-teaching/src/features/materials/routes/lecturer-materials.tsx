import { CloudUploadOutlined, FolderOpenOutlined, LockOutlined } from '@ant-design/icons';
import { AreaHome } from '@campus/shared-ui';

const PREVIEW = [
  { key: 'upload', icon: <CloudUploadOutlined /> },
  { key: 'organise', icon: <FolderOpenOutlined /> },
  { key: 'access', icon: <LockOutlined /> },
];

export default function LecturerMaterials() {
  return <AreaHome ns="teaching" page="materials" toolsKey="materials.preview" tools={PREVIEW} />;
}
