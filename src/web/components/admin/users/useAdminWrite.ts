import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { backOfficeKeys } from '../../../api/adminQueries';
import { errorMessage } from '../../../api/errors';
import { useTranslation } from '../../../translation/useTranslation';
import { notify } from '../../notify';

/** Runs one back-office write: busy flag, a toast with the result, and every admin list refreshed. */
export function useAdminWrite() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      notify('success', success);
      await qc.invalidateQueries({ queryKey: backOfficeKeys.all });
      return true;
    } catch (err) {
      notify('error', errorMessage(err, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
