// Who a survey is for: its parts as removable tags (each with the name organizational gave it, and how many people
// it held when last saved), and a row to add one: the kind, then the role, faculty, department, program, group,
// section or term from organizational's lists (groups and sections searched on the server: there are many).
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AUDIENCE_KINDS, AUDIENCE_PARTS_MAX, type AudienceKind, type AudiencePart, type DescribedAudiencePart } from '@campus/contracts/audience';
import { ROLES } from '@campus/contracts';
import { useId, useState } from 'react';
import { ORG_ROOT, fetchOrgOptions, useOrgOptions } from '../../academic/org-api.js';
import { useRoleLabel } from '../../auth/user-display.js';
import { academicPeriodsQuery } from '../../grading/overview/periods.js';
import { useLocalized } from '../../i18n/localized.js';
import { useSurveysTranslation } from '../i18n/index.js';
import { useManageTranslation } from './i18n/index.js';

export const partKey = (part: AudiencePart): string => (part.kind === 'role' ? `role:${part.role}` : `${part.kind}:${part.id}`);

interface Option {
  value: string;
  label: string;
}

/** The choices of one kind; groups and sections are asked for by what the person types. */
function useKindOptions(kind: AudienceKind, search: string): { options: Option[]; loading: boolean } {
  const localized = useLocalized();
  const roleLabel = useRoleLabel();
  const faculties = useOrgOptions('faculties', {}, { enabled: kind === 'faculty' });
  const departments = useOrgOptions('departments', {}, { enabled: kind === 'department' });
  const programs = useOrgOptions('programs', {}, { enabled: kind === 'program' });
  const periods = useQuery({ ...academicPeriodsQuery, enabled: kind === 'term' });
  const searched = useQuery({
    queryKey: [...ORG_ROOT, 'audience-search', kind, search] as const,
    queryFn: async () => {
      if (kind === 'group') return (await fetchOrgOptions('groups', { sort: 'name', search: search || undefined })).map((group) => ({ value: group.id, label: `${group.name} (${group.code})` }));
      return (await fetchOrgOptions('sections', { sort: 'courseCode', search: search || undefined })).map((section) => ({
        value: section.id,
        label: `${section.courseCode} ${localized(section.courseName)} · ${section.sectionNumber} · ${section.periodName}`,
      }));
    },
    enabled: kind === 'group' || kind === 'section',
    staleTime: 60_000,
  });
  switch (kind) {
    case 'role':
      return { options: ROLES.map((role) => ({ value: role, label: roleLabel(role) })), loading: false };
    case 'faculty':
      return { options: (faculties.data ?? []).map((row) => ({ value: row.id, label: localized(row.name) })), loading: faculties.isPending };
    case 'department':
      return { options: (departments.data ?? []).map((row) => ({ value: row.id, label: localized(row.name) })), loading: departments.isPending };
    case 'program':
      return { options: (programs.data ?? []).map((row) => ({ value: row.id, label: `${localized(row.name)} (${row.code})` })), loading: programs.isPending };
    case 'term':
      return { options: (periods.data ?? []).map((period) => ({ value: period.id, label: period.name })), loading: periods.isPending };
    default:
      return { options: searched.data ?? [], loading: searched.isFetching };
  }
}

export interface AudiencePickerProps {
  value: AudiencePart[];
  /** The saved parts with their names and sizes. */
  described: DescribedAudiencePart[];
  onChange: (value: AudiencePart[]) => void;
  /** A problem the server named for the audience. */
  problem?: string;
}

export function AudiencePicker({ value, described, onChange, problem }: AudiencePickerProps) {
  const { t } = useManageTranslation();
  const { t: ts } = useSurveysTranslation();
  const roleLabel = useRoleLabel();
  const kindId = useId();
  const choiceId = useId();
  const problemId = useId();
  const [kind, setKind] = useState<AudienceKind>('role');
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const { options, loading } = useKindOptions(kind, search);
  const known = new Map(described.map((part) => [partKey(part), part]));
  const taken = new Set(value.map(partKey));
  const remote = kind === 'group' || kind === 'section';

  const add = (choice: string, label: string) => {
    const part = (kind === 'role' ? { kind, role: choice } : { kind, id: choice }) as AudiencePart;
    if (taken.has(partKey(part))) return;
    setLabels((current) => ({ ...current, [partKey(part)]: label }));
    onChange([...value, part]);
  };
  const labelOf = (part: AudiencePart) => {
    const key = partKey(part);
    const saved = known.get(key);
    if (saved) return t('builder.audiencePart', { kind: ts(`audienceKind.${part.kind}`), label: saved.label, count: saved.size });
    const name = labels[key] ?? (part.kind === 'role' ? roleLabel(part.role) : '…');
    return `${ts(`audienceKind.${part.kind}`)}: ${name}`;
  };

  return (
    <Flex vertical gap="small">
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('builder.audienceEmpty')}</Typography.Text>
      ) : (
        <Flex gap="small" wrap role="list" aria-label={t('builder.audience')}>
          {value.map((part) => (
            <Tag
              key={partKey(part)}
              role="listitem"
              closable
              closeIcon={<span aria-label={t('builder.removePart', { part: labelOf(part) })}>×</span>}
              onClose={() => onChange(value.filter((other) => partKey(other) !== partKey(part)))}
              style={{ whiteSpace: 'normal', maxWidth: '100%' }}
            >
              {labelOf(part)}
            </Tag>
          ))}
        </Flex>
      )}
      <Flex gap="small" wrap align="flex-end">
        <Flex vertical gap={4} style={{ flex: '0 1 180px', minWidth: 140 }}>
          <label htmlFor={kindId}>{t('builder.audienceKind')}</label>
          <Select<AudienceKind>
            id={kindId}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setSearch('');
            }}
            options={AUDIENCE_KINDS.map((option) => ({ value: option, label: ts(`audienceKind.${option}`) }))}
          />
        </Flex>
        <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <label htmlFor={choiceId}>{t('builder.audienceChoice', { kind: ts(`audienceKind.${kind}`) })}</label>
          <Select<string>
            id={choiceId}
            showSearch={{ filterOption: remote ? false : (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase()), onSearch: remote ? setSearch : undefined }}
            value={null}
            loading={loading}
            disabled={value.length >= AUDIENCE_PARTS_MAX}
            placeholder={t('builder.audienceAdd')}
            aria-describedby={problem ? problemId : undefined}
            notFoundContent={loading ? t('builder.loading') : t('builder.nothingFound')}
            options={options.map((option) => ({ ...option, disabled: taken.has(kind === 'role' ? `role:${option.value}` : `${kind}:${option.value}`) }))}
            onSelect={(choice, option) => add(choice, String(option.label))}
            suffixIcon={<PlusOutlined />}
          />
        </Flex>
      </Flex>
      {problem ? (
        <Typography.Text type="danger" id={problemId}>
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
