// A section's midterms as a wrapping row: each number links to its sheet, with its status and how many are graded.
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { MidtermStatusTag, useGradingTranslation } from '@campus/shared-ui';
import type { SectionMidterms } from '@campus/contracts/grading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatAverage } from './scores.js';
import { sheetPath } from './midterm-links.js';

/** `named`: the line starts with the section's number (off where a card title already names it). */
export function SectionMidtermsLine({ section, named = true }: { section: SectionMidterms; named?: boolean }) {
  const { t } = useTranslation('teaching');
  const { t: tg } = useGradingTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>
        {named ? t('midterms.sectionLine', { number: section.sectionNumber, count: section.students }) : t('midterms.aggregate.students', { count: section.students })}
      </Typography.Text>
      <Flex gap="small" wrap>
        {section.midterms.map((midterm) => (
          <Flex
            key={midterm.number}
            vertical
            gap={4}
            style={{ border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 8, padding: '8px 12px', minWidth: 150, flex: '1 1 150px', maxWidth: 260 }}
          >
            <Link to={sheetPath(section.sectionId, midterm.number)} aria-label={t('midterms.openSheetOf', { number: midterm.number, section: section.sectionNumber })}>
              {tg('labels.midterm', { number: midterm.number })}
            </Link>
            <span>
              <MidtermStatusTag status={midterm.status} />
            </span>
            <Typography.Text type="secondary">
              {tg('labels.graded', { graded: midterm.graded, students: midterm.students })}
              {midterm.average === null ? null : ` · ${t('midterms.averageShort', { average: formatAverage(midterm.average) })}`}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
