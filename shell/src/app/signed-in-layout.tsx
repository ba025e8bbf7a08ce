// The signed-in layout with the shell's features plugged in: the notification bell in the header, the
// tour offer above the page and the guided tour itself. One lazily loaded chunk with the layout; the tour
// (antd Tour) is downloaded only when someone starts it.
import { Suspense, lazy, type ReactNode } from 'react';
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
  return (
    <AppLayout headerActions={<NotificationCenter />} beforeContent={<TourOffer />} overlays={<TourWhenStarted />}>
      {children}
    </AppLayout>
  );
}
