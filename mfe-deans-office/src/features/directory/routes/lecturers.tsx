// /lecturers: the lecturers the signed-in staff member may see; the dean's office and chairs change those of their
// unit here.
import { DirectoryScreen } from '../components/directory-screen.js';

export default function LecturerDirectoryScreen() {
  return <DirectoryScreen of="lecturers" />;
}
