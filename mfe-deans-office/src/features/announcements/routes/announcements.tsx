// Announcements (shared-ui's screen: write in hy, en and ru, choose an audience of the caller's scope, preview,
// schedule, follow the delivery counts); the server keeps the audience to the caller's scope.
import { AnnouncementsPage } from '@campus/shared-ui';

export default function Announcements() {
  return <AnnouncementsPage />;
}
