// The published midterm scores of sections: what students see (published_score), whatever the sheet's status now
// (a sheet saved again after publishing keeps its published scores until the next publish).
import type { GradingDb } from '../db/database.js';

export interface PublishedScore {
  sectionId: string;
  studentId: string;
  number: number;
  score: number;
}

export async function publishedScores(db: GradingDb, sectionIds: string[]): Promise<PublishedScore[]> {
  if (!sectionIds.length) return [];
  const rows = await db
    .selectFrom('midterms')
    .innerJoin('midterm_entries', 'midterm_entries.midterm_id', 'midterms.id')
    .select(['midterms.section_id', 'midterm_entries.student_id', 'midterms.number', 'midterm_entries.published_score'])
    .where('midterms.section_id', 'in', sectionIds)
    .where('midterm_entries.published_score', 'is not', null)
    .execute();
  return rows.map((row) => ({ sectionId: row.section_id, studentId: row.student_id, number: row.number, score: Number(row.published_score) }));
}
