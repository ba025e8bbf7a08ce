// antd's and dayjs' locale for each interface language, loaded on demand so /login downloads only one.
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Language } from '@campus/shared-ui';

const loaders: Record<Language, () => Promise<Locale>> = {
  hy: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/hy_AM'), import('dayjs/locale/hy-am')]);
    dayjs.locale('hy-am');
    return antd.default;
  },
  en: async () => {
    const antd = await import('antd/es/locale/en_US');
    dayjs.locale('en');
    return antd.default;
  },
  ru: async () => {
    const [antd] = await Promise.all([import('antd/es/locale/ru_RU'), import('dayjs/locale/ru')]);
    dayjs.locale('ru');
    return antd.default;
  },
};

export function loadAntdLocale(language: Language): Promise<Locale> {
  return loaders[language]();
}
