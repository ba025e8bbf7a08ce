// Survey results for the remotes (issue 15 parts 4 and 6): one survey's results, a term's course evaluations in the
// caller's scope, and quality assurance's term figures, each a lazy screen (their texts, code and charts load with
// the route).
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import type { EvaluationsPageProps } from './evaluations-page.js';
import type { QualityCardsProps } from './quality-cards.js';
import type { SurveyResultsPageProps } from './survey-results-page.js';

const SurveyResultsImpl = lazy(() => import('./survey-results-page.js'));
const EvaluationsImpl = lazy(() => import('./evaluations-page.js'));
const QualityCardsImpl = lazy(() => import('./quality-cards.js'));

export type { EvaluationsPageProps, EvaluationsScope } from './evaluations-page.js';
export type { QualityCardsProps } from './quality-cards.js';
export type { SurveyResultsPageProps } from './survey-results-page.js';

export function SurveyResultsScreen(props: SurveyResultsPageProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
      <SurveyResultsImpl {...props} />
    </Suspense>
  );
}

export function EvaluationsScreen(props: EvaluationsPageProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <EvaluationsImpl {...props} />
    </Suspense>
  );
}

export function SurveyQualityCards(props: QualityCardsProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <QualityCardsImpl {...props} />
    </Suspense>
  );
}
