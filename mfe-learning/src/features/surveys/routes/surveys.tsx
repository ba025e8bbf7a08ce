// /surveys: the surveys open for the signed-in person, whatever their role (shared-ui's, loaded lazily).
import { MySurveysScreen } from '@campus/shared-ui';

export const SURVEYS_HOME = '/surveys';

export default function Surveys() {
  return <MySurveysScreen basePath={SURVEYS_HOME} />;
}
