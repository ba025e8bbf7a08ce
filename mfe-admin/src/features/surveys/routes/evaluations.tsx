// /admin/surveys/evaluations: every faculty's course evaluations of a term (administrators and quality assurance).
import { EvaluationsScreen } from '@campus/shared-ui';
import { SURVEYS_HOME } from './surveys.js';

export default function AdminEvaluations() {
  return <EvaluationsScreen scope="all" resultsPath={(surveyId) => `${SURVEYS_HOME}/${surveyId}/results`} />;
}
