// /lecturer/evaluations: a lecturer's own sections' course evaluations of a term (shared-ui's screen; the server keeps the caller to their reach).
import { EvaluationsScreen } from '@campus/shared-ui';

export const EVALUATIONS_HOME = '/lecturer/evaluations';

export default function Evaluations() {
  return <EvaluationsScreen scope="lecturer" resultsPath={(surveyId) => `${EVALUATIONS_HOME}/${surveyId}`} />;
}
