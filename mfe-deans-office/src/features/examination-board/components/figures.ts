// Numbers as the reader's language writes them: averages to two decimals, shares as whole percents.
import { useLanguage } from '@campus/shared-ui';
import { useMemo } from 'react';

export function useFigures() {
  const language = useLanguage();
  return useMemo(() => {
    const decimal = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    return { number: (value: number) => decimal.format(value), percent: (value: number) => percent.format(value) };
  }, [language]);
}
