import { accountNameSchema } from '../../../shared/api/auth.requests';
import { stringLimits } from '../../../shared/api/field-limits';
import type { TFunction } from '../../translation/translator';

const NAME = stringLimits(accountNameSchema);

/** The sign-up and settings forms' check of a display name (null when it is fine). */
export function accountNameError(value: string, t: TFunction): string | null {
  const length = value.trim().length;
  if (length < Math.max(NAME.min, 1)) return t('login.nameRequired');
  if (NAME.max !== undefined && length > NAME.max) return t('login.nameTooLong', { max: NAME.max });
  return null;
}

/** The name input's maxLength. */
export const ACCOUNT_NAME_MAX = NAME.max;
