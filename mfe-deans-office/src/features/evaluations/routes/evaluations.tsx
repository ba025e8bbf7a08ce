// /deans-office/evaluations: the dean's office's faculty's course evaluations of a term (shared-ui's screen; the server keeps the caller to their reach).
import { EvaluationsScreen } from '@campus/shared-ui';

export const EVALUATIONS_HOME = '/deans-office/evaluations';

export default function Evaluations() {
  return <EvaluationsScreen scope="faculty" resultsPath={(surveyId) => `${EVALUATIONS_HOME}/${surveyId}`} />;
}
