// The reports (shared-ui's screen: enrolment, teaching load, grades, attendance, each as CSV and PDF), in the
// caller's scope as the server keeps it.
import { ReportsPage } from '@campus/shared-ui';

export default function Reports() {
  return <ReportsPage />;
}
