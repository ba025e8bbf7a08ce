// /surveys/:id: one survey's form (the link its notifications carry).
import { SurveyAnswerScreen } from '@campus/shared-ui';
import { SURVEYS_HOME } from './surveys.js';

export default function Survey() {
  return <SurveyAnswerScreen basePath={SURVEYS_HOME} />;
}
