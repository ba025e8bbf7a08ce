// How the lecturer area names an assignment and a file size, and where a material opens.
import { useLocalized } from '@campus/shared-ui';
import type { Material, TeachingAssignment } from '@campus/contracts/materials';
import { useTranslation } from 'react-i18next';

export function useAssignmentLabels() {
  const { t } = useTranslation('teaching');
  const localized = useLocalized();
  return {
    /** "MATH101 · Linear algebra" */
    title: (assignment: TeachingAssignment) => t('assignment.name', { code: assignment.courseCode, name: localized(assignment.courseName) }),
    /** "Section 2 · Fall 2026" */
    section: (assignment: TeachingAssignment) => t('assignment.section', { number: assignment.sectionNumber, period: assignment.periodName }),
  };
}

export function useFileSize() {
  const { t } = useTranslation('teaching');
  return (bytes: number) => {
    if (bytes < 1024) return t('size.bytes', { value: bytes });
    if (bytes < 1024 * 1024) return t('size.kilobytes', { value: Math.round(bytes / 1024) });
    return t('size.megabytes', { value: (bytes / (1024 * 1024)).toFixed(1) });
  };
}

/** A file opens its stream, a link its address, embedded video the secure viewer. */
export function materialHref(material: Material): string | null {
  if (material.uploadMode === 'embed') return `/secure-viewer?materialId=${material.id}`;
  if (material.filePath) return material.filePath;
  return material.link;
}

/** Homework whose due date has passed. */
export const isOverdue = (material: Material, now = Date.now()): boolean => material.dueAt !== null && Date.parse(material.dueAt) < now;
