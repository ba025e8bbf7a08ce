/** The one password of every seeded demo account; the login page shows it while demo mode is on. */
export const DEMO_PASSWORD = 'Campus-Demo-1';
