// Answering surveys, for the remotes: the list and the form as lazy screens (their texts and code load with the
// route), the dashboard card and the form itself (the builder's preview uses it with `preview`).
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';

const SurveyAnswerImpl = lazy(() => import('./survey-answer-page.js'));
const MySurveysImpl = lazy(() => import('./my-surveys.js').then((module) => ({ default: module.MySurveysPage })));

export interface SurveysAnswerProps {
  /** Where the person's list lives ('/surveys'); a form is `${basePath}/:id`. */
  basePath: string;
}

export function MySurveysScreen({ basePath }: SurveysAnswerProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <MySurveysImpl basePath={basePath} />
    </Suspense>
  );
}

export function SurveyAnswerScreen({ basePath }: SurveysAnswerProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
      <SurveyAnswerImpl listPath={basePath} />
    </Suspense>
  );
}
