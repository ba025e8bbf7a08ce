// /admin/surveys: surveys, templates and the course-evaluation generator (shared-ui's, loaded lazily).
import { SurveysManagePage } from '@campus/shared-ui';

export const SURVEYS_HOME = '/admin/surveys';

export default function AdminSurveys() {
  return <SurveysManagePage basePath={SURVEYS_HOME} />;
}
