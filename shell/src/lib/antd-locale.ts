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

/**
 * The locale without the table's own empty text: antd draws that bare, in its disabled grey (1.9:1, under WCAG's
 * 4.5:1), while without it an empty table shows antd's Empty, whose words take the readable description colour.
 */
const withReadableEmptyTables = (locale: Locale): Locale => ({ ...locale, Table: { ...locale.Table, emptyText: undefined } });

export function loadAntdLocale(language: Language): Promise<Locale> {
  return loaders[language]().then(withReadableEmptyTables);
}
