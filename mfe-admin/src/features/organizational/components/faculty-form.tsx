// Create or edit a faculty; a new faculty may get its dean at once (account created or role added).
import type { Faculty } from '@campus/contracts';
import { UnitDialog, unitValues } from '@campus/shared-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/feedback.js';
import { useSaveFaculty } from '../api/structure.js';

export function FacultyForm({ open, faculty, onClose }: { open: boolean; faculty?: Faculty; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveFaculty();
  const errorText = useErrorText();
  const editing = useMemo(() => (faculty ? unitValues(faculty) : undefined), [faculty]);

  return (
    <UnitDialog
      open={open}
      editing={editing}
      texts={{
        createTitle: t('organizational.faculties.createTitle'),
        editTitle: t('organizational.faculties.editTitle'),
        codeRequired: t('validation.facultyCode'),
        nameRequired: t('validation.facultyName'),
        leader: t('organizational.faculties.dean'),
        leaderHint: t('organizational.faculties.deanHint'),
        leaderCreated: t('organizational.faculties.deanCreated'),
      }}
      pending={save.isPending}
      save={async (_values, body, dean) => {
        if (faculty) return (await save.mutateAsync({ kind: 'update', id: faculty.id, body })).dean;
        if (dean) return (await save.mutateAsync({ kind: 'createWithDean', body: { faculty: body, dean } })).dean;
        return (await save.mutateAsync({ kind: 'create', body })).dean;
      }}
      savedText={(body) => t(faculty ? 'organizational.faculties.updated' : 'organizational.faculties.created', { code: body.code })}
      errorText={errorText}
      onClose={onClose}
    />
  );
}
