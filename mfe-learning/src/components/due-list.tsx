// Homework with its due date: course, section, how long is left (or that it closed) and the exact time.
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDateFormat, useLocalized } from '@campus/shared-ui';
import type { DueSoonAssignment } from '@campus/contracts/materials';
import { viewerPath } from './material-row.js';

const DAY_MS = 86_400_000;

/** Red within a day, orange within three, blue later; grey once closed. */
function urgencyColour(item: DueSoonAssignment, now: number): string {
  if (item.closed) return 'default';
  const left = new Date(item.dueAt).getTime() - now;
  return left < DAY_MS ? 'red' : left < 3 * DAY_MS ? 'orange' : 'blue';
}

export function DueList({ items }: { items: DueSoonAssignment[] }) {
  const { t } = useTranslation('learning');
  const { formatDateTime, formatRelative } = useDateFormat();
  const localized = useLocalized();
  const now = Date.now();
  return (
    <Flex vertical>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 ? <Divider style={{ margin: 0 }} /> : null}
          <Flex gap="middle" align="flex-start" justify="space-between" wrap style={{ padding: '10px 0' }} data-testid="due-item">
            <Flex vertical gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Link to={viewerPath(item.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {item.name}
              </Link>
              <Typography.Text type="secondary">
                {item.courseCode} · {localized(item.courseName)} · {t('courses.section', { number: item.sectionNumber })}
              </Typography.Text>
            </Flex>
            <Flex vertical align="flex-start" gap={2}>
              <Tag color={urgencyColour(item, now)} icon={<ClockCircleOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
                {item.closed ? t('assignments.closed') : t('assignments.dueIn', { when: formatRelative(item.dueAt) })}
              </Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(item.dueAt)}
              </Typography.Text>
            </Flex>
          </Flex>
        </Fragment>
      ))}
    </Flex>
  );
}
