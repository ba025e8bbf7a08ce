// Public entry of @campus/shared-ui, the one library every UI package uses. Its stateful modules are shared
// singletons the shell provides; the rest is compiled into each app that imports it (shared-ui/build/shared-modules.js).
export {
  SIDEBAR_CATEGORIES,
  ROLES,
  canOpen,
  showsInSidebar,
  defineArea,
  type AreaModule,
  type AreaRoute,
  type AreaTranslations,
  type Role,
  type SidebarCategory,
  type SidebarItem,
} from './area.js';

export { api, configureApiClient, setUnauthorizedHandler, type ApiClientOptions } from './api/client.js';
export { upload, type UploadOptions } from './api/upload.js';
export { ApiError, CLIENT_ERROR_KEYS, UNEXPECTED_ERROR, errorMessage, isApiError, type ApiErrorInit } from './api/api-error.js';

export {
  MAX_QUERY_RETRIES,
  MAX_RETRY_DELAY,
  QUERY_GC_TIME,
  QUERY_STALE_TIME,
  createQueryClient,
  retryDelay,
  shouldPersistQuery,
  shouldRetryQuery,
  type QueryMeta,
} from './query/query-client.js';
export {
  QUERY_BROADCAST_CHANNEL,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_MAX_AGE,
  QUERY_CACHE_STORAGE_KEY,
  QueryProvider,
  getQueryClient,
  type QueryProviderProps,
} from './query/query-provider.js';
export { refreshLiveQueries, refreshQueriesFor, refreshedBy, type RefreshOnNotification } from './query/notification-refresh.js';
export { useQueryClient } from '@tanstack/react-query';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  pagedListQuery,
  pagedSearchParams,
  searchParamsOf,
  sortFromString,
  sortToString,
  usePagedList,
  type ListSort,
  type PagedList,
  type PagedListParams,
  type PagedResult,
  type SortOrder,
  type UsePagedListOptions,
} from './query/paged-list.js';

export { AUTH_STORAGE_KEY, useAuthStore, type AuthState } from './auth/auth-store.js';
export {
  authKeys,
  authQueries,
  clearSession,
  fetchCurrentUser,
  fetchDemoAccounts,
  useCurrentUser,
  useDemoAccounts,
  useLogin,
} from './auth/auth-api.js';
export { initials, useRoleLabel } from './auth/user-display.js';
export { canManageSurveys, canManageUsers, canViewAnalytics, hasPermission, hasRole, normalizeRole } from './auth/rbac.js';
export type { DemoAccount, LoginBody, LoginResponse, User } from '@campus/contracts';

export {
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  currentLanguage,
  i18n,
  isLanguage,
  registerTranslations,
  setLanguage,
  useLanguage,
  type Language,
} from './i18n/i18n.js';
export type { TranslationSet, TranslationShape } from './i18n/translations.js';

export {
  THEME_STORAGE_KEY,
  resolveTheme,
  useUiPrefs,
  type ResolvedTheme,
  type ThemePreference,
  type UiPrefsState,
} from './prefs/ui-prefs.js';

export { AccountSummary } from './components/account-summary.js';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel.js';
export { useLeaveGuard, type LeaveTexts } from './components/leave-guard.js';
export { tableEmpty } from './components/table-empty.js';
export { DataTable, type DataTableDensity, type DataTableFilter, type DataTableProps } from './components/data-table.js';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen.js';
export { PageHeader, type PageHeaderProps } from './components/page-header.js';
export { PeriodScreen, defaultPeriod, periodOptions, type ChoosablePeriod, type PeriodScreenProps } from './components/period-screen.js';
export {
  FeaturePreviewCard,
  type FeaturePreviewCardProps,
  type FeaturePreviewItem,
} from './components/feature-preview-card.js';
export { CardGrid, type CardGridProps } from './components/card-grid.js';
export { AreaHome, type AreaHomeProps, type AreaHomeTool } from './components/area-home.js';
export {
  ScopeDashboard,
  type ScopeDashboardLink,
  type ScopeDashboardProps,
  type ScopeDashboardStat,
} from './components/scope-dashboard.js';
export { ERROR_TOAST_DURATION, TOAST_DURATION, useFeedback, useToast, type Feedback, type Toast } from './components/toast.js';
export { StatCard, type StatCardProps } from './components/stat-card.js';
export { useConfirmAction, type ConfirmActionOptions } from './components/confirm-action.js';
export { useLocalized } from './i18n/localized.js';
export { BarChart, DonutChart, type BarChartProps, type BarDatum, type DonutChartProps, type DonutSlice } from './charts/charts.js';
export {
  EnrollmentByProgramCard,
  GroupFillCard,
  GroupSizesCard,
  LoadByLecturerCard,
  type AnalyticsCardProps,
} from './charts/analytics/analytics-cards.js';
export {
  analyticsKeys,
  averageLoad,
  countByBand,
  enrollmentByProgramQuery,
  fillBand,
  groupSizesQuery,
  loadByLecturerQuery,
  type AnalyticsScope,
  type FillBand,
} from './charts/analytics/analytics-api.js';
export { createUnitScope, type UnitScope } from './academic/organization/unit-scope.js';
export { UnitDialog, unitValues, type UnitBody, type UnitValues } from './academic/organization/unit-dialog.js';
export { Seats } from './academic/sections/seats.js';
export { useSectionColumns } from './academic/sections/section-columns.js';
export { ORG_ROOT, fetchList, fetchOrgOptions, myUnitQuery, orgOptionsQuery, useOrgOptions, type ListEnvelope, type OptionFilters } from './academic/org-api.js';
export { AllocationBoard } from './academic/allocation/allocation-board.js';
export { LoadBar } from './academic/allocation/load-bar.js';
export { CoursesTable, type CoursesTableProps } from './academic/courses/courses-table.js';
export type { CourseScope } from './academic/courses/courses-api.js';
export { ProgramsTable, type ProgramsTableProps } from './academic/programs/programs-table.js';
export { NEW_PROGRAM, ProgramFields, toProgramBody, type ProgramValues } from './academic/programs/program-fields.js';
export { useSaveProgram, type ProgramScope } from './academic/programs/programs-api.js';
export { useProgramsTranslation } from './academic/programs/i18n/index.js';
export { DepartmentForm, type DepartmentFaculty, type DepartmentFormProps } from './academic/organization/department-form.js';
export { useDeleteDepartment, useSaveDepartment } from './academic/organization/departments-api.js';
export { NameFields, nameValues, toLocalizedName, type NameValues } from './academic/organization/name-fields.js';
export { useAcademicTranslation } from './academic/i18n/index.js';
export { dayjsLocale, formatDate, formatDateTime, formatDayMonth, useDateFormat } from './i18n/format.js';
export { StudentsTable, type StudentsTableProps } from './people/students/students-table.js';
export { LecturersTable, type LecturersTableProps } from './people/lecturers/lecturers-table.js';
export type { PeopleScope } from './people/scope.js';
export { avatarOf, listName, PersonCell, type PersonCellProps } from './people/person-cell.js';
export { usePeopleTranslation } from './people/i18n/index.js';
export { BulkImport, type BulkImportProps } from './imports/bulk-import.js';
export { ExportPanel, exportUrl } from './imports/export-panel.js';
export { EntityChoice, type EntityChoiceProps } from './imports/entity-choice.js';
export { useImportsTranslation } from './imports/i18n/index.js';
export { MATERIALS_NAMESPACE, useMaterialsTranslation } from './materials/i18n/index.js';
export { materialErrorText, materialFieldIssues, materialIssueText, type MaterialFieldIssue } from './materials/material-errors.js';
export { MaterialTypeIcon } from './materials/material-type-icon.js';
export { ATTENDANCE_NAMESPACE, useAttendanceTranslation } from './attendance/i18n/index.js';
export { ATTENDANCE_STATUS_COLORS, AttendanceStatusTag, attendanceErrorText } from './attendance/attendance-status.js';
export { GRADING_NAMESPACE, useGradingTranslation } from './grading/i18n/index.js';
export { MIDTERM_STATUS_COLORS, MidtermStatusTag, gradingErrorText } from './grading/midterm-status.js';
export {
  MidtermsOverviewPage,
  MidtermsOverviewTable,
  midtermOverviewKeys,
  overviewReach,
  type MidtermsOverviewPageProps,
  type OverviewReach,
} from './grading/overview/midterms-overview.js';
export { academicPeriodsQuery, myAreaQuery, useAreaDefaultTerm } from './grading/overview/periods.js';
export { Timetable, type LaneKind, type Move, type TimetableEntry, type TimetableProps } from './timetable/timetable.js';
export { dateOfWeekday, toMinutes, toTime } from './timetable/layout.js';
export { UpcomingClasses, type UpcomingClassesProps } from './upcoming/upcoming-classes.js';
export { DashboardStatCards } from './upcoming/dashboard-stats.js';
export { DEFAULT_UPCOMING_LIMIT, dashboardKeys, dashboardStatsQuery, upcomingClassesQuery } from './upcoming/upcoming-api.js';
export { useTimetableTranslation } from './timetable/i18n/index.js';
export { ReportsPage } from './reports/reports.js';
export { AnnouncementsPage } from './announcements/announcements.js';
export { SurveysManagePage, SurveyBuilderPage, type SurveysManageProps } from './surveys/manage/manage.js';
export { MySurveysScreen, SurveyAnswerScreen, type SurveysAnswerProps } from './surveys/answer/answer.js';
export { SurveysToAnswerCard, type SurveysToAnswerCardProps } from './surveys/answer/my-surveys.js';
export { SurveyFormView, type SurveyFormContent, type SurveyFormViewProps } from './surveys/answer/survey-form.js';
export { mySurveysQuery } from './surveys/answer/answer-api.js';
export { EvaluationsScreen, SurveyQualityCards, SurveyResultsScreen, type EvaluationsPageProps, type EvaluationsScope, type QualityCardsProps, type SurveyResultsPageProps } from './surveys/results/results.js';
export { AreaSettingsPage } from './area-settings/area-settings.js';
