// The /admin/surveys screens, each loaded with its texts only when its route shows it (other pages do not grow).
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';

const SurveysPageImpl = lazy(() => import('./surveys-page.js'));
const SurveyBuilderImpl = lazy(() => import('./survey-builder.js'));

export interface SurveysManageProps {
  /** Where the list lives ('/admin/surveys'); the builder is `${basePath}/new` and `${basePath}/:id`. */
  basePath: string;
}

export function SurveysManagePage({ basePath }: SurveysManageProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <SurveysPageImpl basePath={basePath} />
    </Suspense>
  );
}

export function SurveyBuilderPage({ basePath }: SurveysManageProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <SurveyBuilderImpl basePath={basePath} />
    </Suspense>
  );
}
