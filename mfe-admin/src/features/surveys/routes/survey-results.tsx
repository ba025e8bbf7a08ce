// /admin/surveys/:id/results: one survey's results (the manage screens' "Results" leads here).
import { SurveyResultsScreen } from '@campus/shared-ui';
import { SURVEYS_HOME } from './surveys.js';

export default function AdminSurveyResults() {
  return <SurveyResultsScreen backPath={SURVEYS_HOME} />;
}
