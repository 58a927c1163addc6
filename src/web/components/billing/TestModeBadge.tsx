import { Badge } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from '../../translation/useTranslation';

/** "Test mode", wherever a payment in test mode is offered or shown. */
export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="#9a3412" variant="filled" leftSection={<IconFlask size={14} aria-hidden />} data-testid="test-mode-badge">
      {t('payments.testMode')}
    </Badge>
  );
}
