// The audience of an announcement: the kinds of part the caller may name (an administrator every kind, the dean's
// office its faculty and what lies in it, a chair their department and what lies in it) and, per kind, the records
// of the caller's unit from the existing pick-lists. The server (organizational's resolver) decides in the end; the
// picker only offers what it would accept. Each chosen part shows how many it reaches, and the whole how many people.
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { hasRole, ROLES, type RoleSubject } from '@campus/contracts';
import type { AudienceKind, AudiencePart } from '@campus/contracts/audience';
import type { AudiencePreview } from '@campus/contracts/announcements';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.js';
import { myUnitQuery, useOrgOptions } from '../academic/org-api.js';
import { academicPeriodsQuery } from '../grading/overview/periods.js';
import { useLocalized } from '../i18n/localized.js';
import { useAnnouncementsTranslation } from './i18n/index.js';
import { ANNOUNCEMENTS_PATH, announcementErrorText } from './api.js';

/** A chosen part with the name it was picked by (the server's label and size come with the preview). */
export type ChosenPart = AudiencePart & { name: string };

const keyOf = (part: AudiencePart) => ('role' in part ? `role:${part.role}` : `${part.kind}:${part.id}`);

/** The kinds a caller may name, as organizational's resolver scopes them. */
export function kindsFor(user: RoleSubject | undefined): AudienceKind[] {
  if (hasRole(user, 'admin')) return ['role', 'faculty', 'department', 'program', 'group', 'section', 'term'];
  if (hasRole(user, 'deans_office')) return ['faculty', 'department', 'program', 'group', 'section'];
  return ['department', 'program', 'group', 'section'];
}

interface Option {
  value: string;
  label: string;
}

/** The records of one kind in the caller's unit (the hooks run for every kind; only the chosen one fetches). */
function useKindOptions(kind: AudienceKind, user: RoleSubject | undefined): { options: Option[]; loading: boolean } {
  const localized = useLocalized();
  const { t } = useTranslation('common');
  const isAdmin = hasRole(user, 'admin');
  const isDeans = !isAdmin && hasRole(user, 'deans_office');
  const isChair = !isAdmin && !isDeans;
  const myFaculty = useQuery({ ...myUnitQuery('faculty'), enabled: isDeans });
  const myDepartment = useQuery({ ...myUnitQuery('department'), enabled: isChair });
  const filter = isDeans ? { facultyId: myFaculty.data?.id } : isChair ? { departmentId: myDepartment.data?.id } : {};
  const unitKnown = isAdmin || Boolean(filter.facultyId ?? filter.departmentId);
  const wanted = (which: AudienceKind) => kind === which && unitKnown;
  const faculties = useOrgOptions('faculties', {}, { enabled: wanted('faculty') && isAdmin });
  const departments = useOrgOptions('departments', isDeans ? filter : {}, { enabled: wanted('department') && !isChair });
  const programs = useOrgOptions('programs', filter, { enabled: wanted('program') });
  const groups = useOrgOptions('groups', filter, { enabled: wanted('group') });
  const sections = useOrgOptions('sections', filter, { enabled: wanted('section') });
  const periods = useQuery({ ...academicPeriodsQuery, enabled: wanted('term') });
  switch (kind) {
    case 'role':
      return { options: ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })), loading: false };
    case 'faculty':
      if (isDeans) return { options: myFaculty.data ? [{ value: myFaculty.data.id, label: localized(myFaculty.data.name) }] : [], loading: myFaculty.isPending };
      return { options: (faculties.data ?? []).map((row) => ({ value: row.id, label: localized(row.name) })), loading: faculties.isFetching };
    case 'department':
      if (isChair) return { options: myDepartment.data ? [{ value: myDepartment.data.id, label: localized(myDepartment.data.name) }] : [], loading: myDepartment.isPending };
      return { options: (departments.data ?? []).map((row) => ({ value: row.id, label: localized(row.name) })), loading: departments.isFetching };
    case 'program':
      return { options: (programs.data ?? []).map((row) => ({ value: row.id, label: `${row.code} ${localized(row.name)}` })), loading: programs.isFetching };
    case 'group':
      return { options: (groups.data ?? []).map((row) => ({ value: row.id, label: row.name })), loading: groups.isFetching };
    case 'section':
      return {
        options: (sections.data ?? []).map((row) => ({ value: row.id, label: `${row.courseCode}-${row.sectionNumber} ${localized(row.courseName)} (${row.periodName})` })),
        loading: sections.isFetching,
      };
    case 'term':
      return { options: (periods.data ?? []).map((row) => ({ value: row.id, label: row.name })), loading: periods.isFetching };
  }
}

/** Who the chosen parts reach, asked of the server as they change. */
export function useAudiencePreview(parts: ChosenPart[]) {
  const audience = parts.map(({ name: _name, ...part }) => part);
  return useQuery({
    queryKey: ['notifications', 'announcements', 'audience', audience.map(keyOf)] as const,
    queryFn: ({ signal }) => api.post<{ data: AudiencePreview }>(`${ANNOUNCEMENTS_PATH}/audience`, { audience }, { signal }),
    enabled: audience.length > 0,
    retry: false,
    staleTime: 30_000,
  });
}

export function AudiencePicker({ user, parts, onChange }: { user: RoleSubject | undefined; parts: ChosenPart[]; onChange: (parts: ChosenPart[]) => void }) {
  const { t } = useAnnouncementsTranslation();
  const kinds = kindsFor(user);
  const [kind, setKind] = useState<AudienceKind>(kinds.includes('group') ? 'group' : kinds[0]!);
  const [picked, setPicked] = useState<string | undefined>();
  const { options, loading } = useKindOptions(kind, user);
  const preview = useAudiencePreview(parts);
  const sizeOf = new Map((preview.data?.data.parts ?? []).map((part) => [part.kind === 'role' ? `role:${part.role}` : `${part.kind}:${part.id}`, part.size]));

  const add = () => {
    const option = options.find((one) => one.value === picked);
    if (!option) return;
    const part = (kind === 'role' ? { kind, role: option.value } : { kind, id: option.value }) as AudiencePart;
    if (!parts.some((one) => keyOf(one) === keyOf(part))) onChange([...parts, { ...part, name: option.label }]);
    setPicked(undefined);
  };

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Select
          aria-label={t('compose.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPicked(undefined);
          }}
          options={kinds.map((one) => ({ value: one, label: t(`kinds.${one}`) }))}
          style={{ minWidth: 160, flex: '1 1 160px' }}
          data-testid="audience-kind"
        />
        <Select
          aria-label={t('compose.which')}
          placeholder={t('compose.which')}
          value={picked}
          onChange={setPicked}
          options={options}
          loading={loading}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200, flex: '3 1 200px' }}
          data-testid="audience-which"
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={!picked}>
          {t('compose.add')}
        </Button>
      </Flex>
      <Flex gap={6} wrap aria-live="polite">
        {parts.length === 0 ? <Typography.Text type="secondary">{t('compose.noParts')}</Typography.Text> : null}
        {parts.map((part) => {
          const size = sizeOf.get(keyOf(part));
          return (
            <Tag
              key={keyOf(part)}
              closable
              closeIcon={<span aria-label={t('compose.remove', { label: part.name })}>×</span>}
              onClose={() => onChange(parts.filter((one) => keyOf(one) !== keyOf(part)))}
              style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}
            >
              {t(`kinds.${part.kind}`)}: {part.name}
              {size === undefined ? '' : ` · ${size}`}
            </Tag>
          );
        })}
      </Flex>
      {parts.length > 0 ? (
        preview.isError ? (
          <Typography.Text type="danger" role="alert">{announcementErrorText(t, preview.error)}</Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="audience-reach">
            {preview.data ? t(preview.data.data.recipients === 1 ? 'compose.reachOne' : 'compose.reach', { count: preview.data.data.recipients }) : t('compose.reachLoading')}
          </Typography.Text>
        )
      ) : null}
    </Flex>
  );
}
