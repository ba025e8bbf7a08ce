// /lecturer/evaluations/:id: one evaluation's results (withheld under the threshold), back to the term's list.
import { SurveyResultsScreen } from '@campus/shared-ui';
import { EVALUATIONS_HOME } from './evaluations.js';

export default function EvaluationResults() {
  return <SurveyResultsScreen backPath={EVALUATIONS_HOME} />;
}
