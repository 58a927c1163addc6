import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../translation/useTranslation';
import { orderErrorMessage } from './format';

/** An order that could not be loaded (not found, not yours, offline): the back link and why. */
export function OrderLoadFailed({ error, back }: { error: unknown; back: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {back}
      <Alert color="red" role="alert">
        {orderErrorMessage(error, t)}
      </Alert>
    </>
  );
}
