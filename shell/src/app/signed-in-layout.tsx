// The signed-in layout with the shell's features plugged in: the notification bell in the header, the
// tour offer above the page and the guided tour itself. One lazily loaded chunk with the layout; the tour
// (antd Tour) is downloaded only when someone starts it. While the password is a temporary one the server
// answers nothing but the password setup, so neither the bell nor the tour is offered.
import { Suspense, lazy, type ReactNode } from 'react';
import { useAuthStore } from '@campus/shared-ui';
import AppLayout from '../features/layout/components/app-layout.js';
import { NotificationCenter } from '../features/notifications/components/notification-center.js';
import { TourOffer } from '../features/tour/components/tour-offer.js';
import { useTourStore } from '../lib/tour-store.js';

const GuidedTour = lazy(() => import('../features/tour/components/guided-tour.js').then(({ GuidedTour: tour }) => ({ default: tour })));

function TourWhenStarted() {
  const open = useTourStore((state) => state.open);
  return open ? (
    <Suspense fallback={null}>
      <GuidedTour />
    </Suspense>
  ) : null;
}

export default function SignedInLayout({ children }: { children: ReactNode }) {
  const settingPassword = useAuthStore((state) => state.user?.mustChangePassword === true);
  if (settingPassword) return <AppLayout>{children}</AppLayout>;
  return (
    <AppLayout headerActions={<NotificationCenter />} beforeContent={<TourOffer />} overlays={<TourWhenStarted />}>
      {children}
    </AppLayout>
  );
}
