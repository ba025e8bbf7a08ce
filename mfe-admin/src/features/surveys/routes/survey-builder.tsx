// /admin/surveys/new and /admin/surveys/:id: the survey builder (shared-ui's, loaded lazily).
import { SurveyBuilderPage } from '@campus/shared-ui';
import { SURVEYS_HOME } from './surveys.js';

export default function AdminSurveyBuilder() {
  return <SurveyBuilderPage basePath={SURVEYS_HOME} />;
}
