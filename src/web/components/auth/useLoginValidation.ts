import { validateLogin } from '../../../shared/validation';
import { translateSpecMessage } from '../../api/errors';
import { useTranslation } from '../../translation/useTranslation';

/** SPEC §5 login rules through the shared validator; its verbatim English messages are translated by key. */
export function useLoginValidation() {
  const { t } = useTranslation();
  return {
    email: (value: string) => translateSpecMessage(validateLogin({ email: value, password: '______' }).email, t) ?? null,
    password: (value: string) => translateSpecMessage(validateLogin({ email: 'a@b.co', password: value }).password, t) ?? null,
  };
}
