// /students: the students the signed-in staff member may see; the dean's office also changes them here.
import { DirectoryScreen } from '../components/directory-screen.js';

export default function StudentDirectoryScreen() {
  return <DirectoryScreen of="students" />;
}
