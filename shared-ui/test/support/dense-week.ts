// A department's week at a chosen density, for the timetable's tests (jest) and its 10× screenshot (e2e): `peak`
// classes at once on Monday 12:15 in rooms of their own, the rest spread over Monday–Saturday in 80-minute slots,
// never two in one room at once. Shaped as the API's weekly class.
const SLOTS = ['08:30', '10:00', '11:30', '13:00', '14:30', '16:00', '17:30', '19:00'];
const COURSES = [
  { code: 'CS101', en: 'Introduction to Programming', hy: 'Ծրագրավորման ներածություն', ru: 'Введение в программирование' },
  { code: 'MATH201', en: 'Linear Algebra', hy: 'Գծային հանրահաշիվ', ru: 'Линейная алгебра' },
  { code: 'PHYS110', en: 'General Physics', hy: 'Ընդհանուր ֆիզիկա', ru: 'Общая физика' },
  { code: 'ECON120', en: 'Microeconomics', hy: 'Միկրոտնտեսագիտություն', ru: 'Микроэкономика' },
  { code: 'HIST105', en: 'History of Armenia', hy: 'Հայոց պատմություն', ru: 'История Армении' },
];

const plus80 = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const end = hours * 60 + minutes + 80;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
};
const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export function denseWeek(count: number, peak: number) {
  const perSlot = new Map<string, number>();
  return Array.from({ length: count }, (_, index) => {
    const atPeak = index < peak;
    const spread = index - peak;
    const weekday = atPeak ? 1 : (spread % 6) + 1;
    const startTime = atPeak ? '12:15' : SLOTS[Math.floor(spread / 6) % SLOTS.length]!;
    const slot = `${weekday} ${startTime}`;
    const inSlot = perSlot.get(slot) ?? 0;
    perSlot.set(slot, inSlot + 1);
    const course = COURSES[index % COURSES.length]!;
    const virtual = !atPeak && index % 17 === 0;
    return {
      id: uuid(index + 1),
      sectionId: uuid(100_000 + index),
      sectionNumber: String((index % 9) + 1).padStart(2, '0'),
      courseId: uuid(200_000 + (index % COURSES.length)),
      courseCode: course.code,
      courseName: { en: course.en, hy: course.hy, ru: course.ru },
      weekday,
      startTime,
      endTime: plus80(startTime),
      roomId: virtual ? null : uuid(300_000 + inSlot + (atPeak ? 1000 : 0)),
      roomCode: virtual ? null : atPeak ? `P-${100 + index}` : `A-${String(101 + inSlot)}`,
      isVirtual: virtual,
      lecturerId: uuid(400_000 + (index % Math.max(1, Math.ceil(count / 4)))),
      lecturerName: `Lecturer ${index % Math.max(1, Math.ceil(count / 4))}`,
      groupIds: [uuid(500_000 + (index % Math.max(1, Math.ceil(count / 3))))],
      groupNames: [`G-${index % Math.max(1, Math.ceil(count / 3))}`],
      departmentId: uuid(600_000),
      createdAt: '2026-09-01T00:00:00.000Z',
      updatedAt: '2026-09-01T00:00:00.000Z',
    };
  });
}
