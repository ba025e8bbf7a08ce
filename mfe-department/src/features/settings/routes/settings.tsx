// What the department decides itself (shared-ui's screen): the pass mark, the examination board's at-risk rules
// and the default term.
import { AreaSettingsPage } from '@campus/shared-ui';

export default function Settings() {
  return <AreaSettingsPage scope="department" />;
}
