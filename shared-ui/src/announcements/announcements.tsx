// The announcements screen, loaded with its texts only when an announcements route shows it (the /login bundle does not grow).
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';

const AnnouncementsPageImpl = lazy(() => import('./announcements-page.js'));

export function AnnouncementsPage() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <AnnouncementsPageImpl />
    </Suspense>
  );
}
