// /department/evaluations: a chair's department's course evaluations of a term (shared-ui's screen; the server keeps the caller to their reach).
import { EvaluationsScreen } from '@campus/shared-ui';

export const EVALUATIONS_HOME = '/department/evaluations';

export default function Evaluations() {
  return <EvaluationsScreen scope="department" resultsPath={(surveyId) => `${EVALUATIONS_HOME}/${surveyId}`} />;
}
