// One demo account per role, seeded when demo mode is on. The password is public on purpose: it is shown on
// the login page of demo installations, and production (demo off) never creates these accounts.
import type { Role } from '@campus/contracts';

export { DEMO_PASSWORD } from '@campus/contracts';

export interface DemoAccountSeed {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccountSeed[] = [
  { email: 'admin@campus.test', role: 'admin', firstName: 'Anna', lastName: 'Hakobyan' },
  { email: 'lecturer@campus.test', role: 'lecturer', firstName: 'Aram', lastName: 'Petrosyan' },
  { email: 'student@campus.test', role: 'student', firstName: 'Lilit', lastName: 'Sargsyan' },
  { email: 'deans@campus.test', role: 'deans_office', firstName: 'Davit', lastName: 'Grigoryan' },
  { email: 'chair@campus.test', role: 'chair', firstName: 'Narek', lastName: 'Avetisyan' },
  { email: 'qa@campus.test', role: 'quality_assurance', firstName: 'Mariam', lastName: 'Harutyunyan' },
];
