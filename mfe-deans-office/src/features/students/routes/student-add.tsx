// /deans-office/students/add: a new student, one at a time (Single); the Bulk Import tab joins the same Tabs.
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { PageHeader } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SingleStudentForm } from '../components/single-student-form.js';

export default function StudentAddScreen() {
  const { t } = useTranslation('deans-office');
  return (
    <>
      <PageHeader
        icon={<UserAddOutlined />}
        title={t('studentAdd.title')}
        subtitle={t('studentAdd.subtitle')}
        extra={
          <Link to="/deans-office/students">
            <Button icon={<ArrowLeftOutlined />}>{t('studentAdd.backToList')}</Button>
          </Link>
        }
      />
      <Card>
        <Tabs defaultActiveKey="single" items={[{ key: 'single', label: t('studentAdd.tabs.single'), children: <SingleStudentForm /> }]} />
      </Card>
    </>
  );
}
