// The area settings screen, loaded with its texts only when a settings route shows it (the /login bundle does not grow).
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';

const AreaSettingsPageImpl = lazy(() => import('./area-settings-page.js'));

/** `faculty`: the dean's office's faculty with its departments; `department`: a chair's department. */
export function AreaSettingsPage({ scope }: { scope: 'faculty' | 'department' }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <AreaSettingsPageImpl scope={scope} />
    </Suspense>
  );
}
