import type { TranslationShape } from '../../i18n/translations.js';
import type en from './en.js';

const hy: TranslationShape<typeof en> = {
  analytics: {
    loadFailed: 'Չհաջողվեց բեռնել վերլուծությունը',
    byProgram: 'Ուսանողներն ըստ ծրագրերի',
    students: 'Ուսանողներ',
    activeStudents: 'Ակտիվ ուսանողներ',
    noPrograms: 'Ցուցադրելու ծրագրեր չկան',
    loadByLecturer: 'Ծանրաբեռնվածությունն ըստ դասախոսների',
    loadPercent: 'Ծանրաբեռնվածություն, առավելագույնի %',
    loadTooltip: '{{name}}՝ {{current}} / {{max}} ժ',
    overloaded: 'Առավելագույնից ավելի՝ {{count}}',
    noLecturers: 'Ցուցադրելու դասախոսներ չկան',
    groupFill: 'Խմբերն ըստ համալրվածության',
    groupSizes: 'Ամենամեծ խմբերը՝ տարողության համեմատ',
    groups: 'խումբ',
    capacity: 'Տարողություն',
    noGroups: 'Ցուցադրելու խմբեր չկան',
    bands: {
      low: 'Կեսից պակաս',
      medium: 'Կեսից մինչև 90%',
      high: '90% և ավելի',
      full: 'Լրացված',
    },
  },
};

export default hy;
