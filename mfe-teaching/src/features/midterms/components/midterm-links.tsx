// Where the lecturer's midterm screens live, and the subject's "CODE · Name" in the person's language.
import type { LocalizedName } from '@campus/contracts/organizational';
import { useLocalized } from '@campus/shared-ui';
import { useTranslation } from 'react-i18next';

export const MIDTERMS_HOME = '/lecturer/midterms/';
export const sheetPath = (sectionId: string, number: number) => `/lecturer/midterms/${sectionId}/${number}`;
export const subjectPath = (subjectId: string) => `/lecturer/midterms/subject/${subjectId}`;
export const aggregatePath = (subjectId: string) => `/lecturer/midterms/${subjectId}/aggregate`;

export function useSubjectName() {
  const { t } = useTranslation('teaching');
  const localized = useLocalized();
  return (code: string, name: LocalizedName) => t('assignment.name', { code, name: localized(name) });
}
