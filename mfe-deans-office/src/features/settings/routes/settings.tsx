// What the faculty decides itself (shared-ui's screen): the pass mark, the examination board's at-risk rules
// and the default term, with each department's override or "as the faculty".
import { AreaSettingsPage } from '@campus/shared-ui';

export default function Settings() {
  return <AreaSettingsPage scope="faculty" />;
}
