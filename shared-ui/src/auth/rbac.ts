// Role and permission rules come from contracts so the UI hides exactly what the server refuses.
export {
  canManageSurveys,
  canManageUsers,
  canViewAnalytics,
  hasPermission,
  hasRole,
  normalizeRole,
} from '@campus/contracts';
