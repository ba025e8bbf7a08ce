// The survey as a respondent would see it: the answering form itself (surveys/answer) with `preview`, so the
// questions can be tried but nothing is saved or submitted, in a language the manager picks (en and ru fall back to
// Armenian, as respondents see them).
import Flex from 'antd/es/flex';
import Segmented from 'antd/es/segmented';
import type { SurveyFields, Survey } from '@campus/contracts/surveys';
import { useState } from 'react';
import { useLanguage } from '../../i18n/i18n.js';
import { SurveyFormView } from '../answer/survey-form.js';
import { useManageTranslation } from './i18n/index.js';
import { LANGUAGES, type TextLanguage } from './survey-draft.js';

type PreviewContent = Pick<SurveyFields, 'title' | 'description' | 'anonymous' | 'sections'> & Partial<Pick<Survey, 'id' | 'evaluation'>>;

export function SurveyPreview({ survey }: { survey: PreviewContent }) {
  const { t } = useManageTranslation();
  const interfaceLanguage = useLanguage();
  const [language, setLanguage] = useState<TextLanguage>(interfaceLanguage);
  return (
    <Flex vertical gap="middle">
      <Segmented<TextLanguage>
        value={language}
        onChange={setLanguage}
        options={LANGUAGES.map((option) => ({ value: option, label: t(`languages.${option}`) }))}
        aria-label={t('preview.language')}
      />
      <SurveyFormView survey={{ id: 'preview', evaluation: null, ...survey }} preview language={language} />
    </Flex>
  );
}
