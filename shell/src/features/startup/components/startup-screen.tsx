import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@campus/shared-ui';

export type StartupPhase = 'connecting' | 'authenticating' | 'loadingData';

/** Connecting... → Authenticating... → Loading your data..., with the promise that it is quick. */
export function StartupScreen({ phase }: { phase: StartupPhase }) {
  const { t } = useTranslation('shell');
  return <LoadingScreen fullScreen message={t(`startup.${phase}`)} hint={t('startup.hint')} />;
}
