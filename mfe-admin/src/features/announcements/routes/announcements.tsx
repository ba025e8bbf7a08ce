// Announcements (shared-ui's screen): an administrator may write to anyone (a role, a faculty, a term, …) in hy,
// en and ru, preview, schedule and follow the delivery counts of everyone's announcements.
import { AnnouncementsPage } from '@campus/shared-ui';

export default function Announcements() {
  return <AnnouncementsPage />;
}
