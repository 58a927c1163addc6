import { Badge, Tooltip } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCredits } from '../../api/credits';
import { useSession } from '../../api/queries';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** The header's credit count for a signed-in user (what the standard model can still use), linking to /image-gen. */
export function CreditsBadge() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const credits = useCredits(session !== null);
  if (!session || !credits.data) return null;
  const { isAdmin, remaining } = credits.data;
  const label = isAdmin ? '∞' : formatNumber(remaining.standard, i18n.language);
  const full = isAdmin ? t('credits.unlimited') : t('credits.badgeLabel', { formatted: label });
  return (
    <Tooltip label={full}>
      <Badge
        component={Link}
        to={!isAdmin && remaining.standard < 1 ? '/pricing' : '/image-gen'}
        // No credits left: white on red.9 (5.4:1); the light red variant's text did not reach 4.5:1.
        variant={isAdmin || remaining.standard > 0 ? 'light' : 'filled'}
        color={isAdmin || remaining.standard > 0 ? 'brand' : 'red.9'}
        size="lg"
        leftSection={<IconCoins size={14} aria-hidden />}
        aria-label={full}
        data-testid="header-credits"
        // Never squeezed by the header's other items (it was clipped to the icon on a phone).
        style={{ cursor: 'pointer', flexShrink: 0 }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
