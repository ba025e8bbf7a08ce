// A 20-question course evaluation for the benchmarks: 16 agreement statements, an overall rating 0–10, a choice of
// three and two texts, each text in hy, en and ru.
const text = (words) => ({ hy: `${words} (hy)`, en: words, ru: `${words} (ru)` });
const agreement = Array.from({ length: 16 }, (_, index) => ({ id: `a${index + 1}`, kind: 'agreement', text: text(`Statement ${index + 1}`), required: true }));

export const QUESTIONS_20 = [
  {
    id: 'main',
    title: text('The course'),
    questions: [
      ...agreement,
      { id: 'overall', kind: 'rating', text: text('Overall'), required: true },
      { id: 'pace', kind: 'single_choice', text: text('Pace'), required: true, options: [{ id: 'o1', text: text('Slow') }, { id: 'o2', text: text('Right') }, { id: 'o3', text: text('Fast') }] },
      { id: 'best', kind: 'short_text', text: text('Best'), required: false },
      { id: 'change', kind: 'long_text', text: text('Change'), required: false },
    ],
  },
];

/** One person's full answers (varied by their number). */
export const answersFor = (person) => [
  ...agreement.map((question, index) => ({ questionId: question.id, value: 1 + ((person + index) % 5) })),
  { questionId: 'overall', value: person % 11 },
  { questionId: 'pace', choice: `o${1 + (person % 3)}` },
  { questionId: 'best', text: `best ${person}` },
  { questionId: 'change', text: `change ${person}` },
];
