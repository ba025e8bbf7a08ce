// The reports screen, loaded with its texts only when a reports route shows it (the /login bundle does not grow).
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';

const ReportsPageImpl = lazy(() => import('./reports-page.js'));

export function ReportsPage() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <ReportsPageImpl />
    </Suspense>
  );
}
