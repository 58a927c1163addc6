import { Alert, Loader } from '@mantine/core';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../translation/useTranslation';

/** A list's loading spinner or its error, in the back office's one way. */
export function QueryState({ pending, error }: { pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (pending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  return null;
}
