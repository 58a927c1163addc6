import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../translation/useTranslation';

/** A small centred loader for the first session check and lazy page chunks. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center h={fullScreen ? '100vh' : 320} role="status" aria-live="polite">
      <Loader size="sm" aria-label={t('common.loading')} />
    </Center>
  );
}
