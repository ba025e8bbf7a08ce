// /admin/midterms/: every midterm of the university with its status, progress and average, filtered by period,
// status, faculty and department (shared-ui's overview, which staff /midterms shows in its scope).
import { MidtermsOverviewPage } from '@campus/shared-ui';

export default function AdminMidterms() {
  return <MidtermsOverviewPage settingsKey="admin-midterms" university />;
}
