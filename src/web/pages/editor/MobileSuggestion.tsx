import { Alert, Anchor, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../translation/useTranslation';

const DISMISS_KEY = 'editor.mobileSuggestionDismissed';

/** On a narrow phone, /indexHome suggests the touch editor (a banner, never a forced redirect). */
export function MobileSuggestion() {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(() => {
    try {
      return sessionStorage.getItem(DISMISS_KEY) === '1';
    } catch {
      return false;
    }
  });
  if (!narrow || dismissed) return null;
  return (
    <Alert
      className="ss-banner"
      variant="light"
      color="brand"
      icon={<IconDeviceMobile size={18} aria-hidden />}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={() => {
        setDismissed(true);
        try {
          sessionStorage.setItem(DISMISS_KEY, '1');
        } catch {}
      }}
      py={8}
      data-testid="mobile-suggestion"
    >
      <Text size="sm">
        {t('editor.mobileSuggestion.text')}{' '}
        <Anchor component={Link} to="/indexMobile" fw={700}>
          {t('editor.mobileSuggestion.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
