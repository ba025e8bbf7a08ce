import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  weekdays: { 1: 'Երկուշաբթի', 2: 'Երեքշաբթի', 3: 'Չորեքշաբթի', 4: 'Հինգշաբթի', 5: 'Ուրբաթ', 6: 'Շաբաթ', 7: 'Կիրակի' },
  weekdaysShort: { 1: 'Երկ', 2: 'Երք', 3: 'Չրք', 4: 'Հնգ', 5: 'Ուրբ', 6: 'Շբթ', 7: 'Կիր' },
  view: { label: 'Տեսք', week: 'Շաբաթ', day: 'Օր' },
  day: 'Շաբաթվա օր',
  lanes: { label: 'Սյունակներ', room: 'Ըստ լսարանի', group: 'Ըստ խմբի', lecturer: 'Ըստ դասախոսի', none: 'Ըստ ժամի' },
  filter: {
    search: 'Որոնել դասընթաց, դասախոս, լսարան կամ խումբ',
    lecturer: 'Դասախոս',
    room: 'Լսարան',
    group: 'Խումբ',
    allLecturers: 'Բոլոր դասախոսները',
    allRooms: 'Բոլոր լսարանները',
    allGroups: 'Բոլոր խմբերը',
    clear: 'Մաքրել ֆիլտրերը',
  },
  shown: 'Ցուցադրված է {{shown}} դաս {{total}}-ից',
  more: '+ևս {{count}}',
  moreLabel: 'Եվս {{count}} դաս {{day}} օրը՝ {{hour}}-ից․ բացել օրը',
  online: 'Առցանց',
  noRoom: 'Առանց լսարանի',
  noGroup: 'Առանց խմբի',
  tba: 'Կհայտարարվի',
  seats: '{{count}}/{{max}} տեղ',
  virtual: 'Առցանց',
  join: 'Միանալ',
  noClassesDay: 'Այս օրը դասեր չկան',
  noMatch: 'Ֆիլտրին համապատասխանող դասեր չկան',
  clickToAdd: 'Սեղմեք՝ այստեղ դաս ավելացնելու համար',
  today: 'այսօր',
};

export default hy;
