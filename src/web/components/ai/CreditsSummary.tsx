import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCoins, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AiModelTier } from '../../../shared/credits';
import type { CreditsAnswer } from '../../api/credits';
import { formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** What a generation of this tier can still use in all; null while unknown. */
export function creditsLeftFor(credits: CreditsAnswer | undefined, tier: AiModelTier): number | null {
  if (!credits) return null;
  if (credits.isAdmin) return Number.POSITIVE_INFINITY;
  return tier === 'standard' ? credits.remaining.standard : credits.remaining.premium;
}

/** The most images one generation can ask for: all of a generation is paid from one balance. */
export function largestGenerationFor(credits: CreditsAnswer | undefined, tier: AiModelTier): number | null {
  if (!credits) return null;
  if (credits.isAdmin) return Number.POSITIVE_INFINITY;
  const { free, monthly, oneTime } = credits.remaining;
  return Math.max(tier === 'standard' ? free : 0, monthly, oneTime);
}

/** The signed-in user's balances, and the way on (/pricing, credit packs) when nothing remains. */
export function CreditsSummary({ credits, loading, failed, tier }: { credits?: CreditsAnswer; loading: boolean; failed: boolean; tier: AiModelTier }) {
  const { t, i18n } = useTranslation();
  if (loading) return <Skeleton h={56} radius="md" />;
  if (failed || !credits) return <Alert color="red">{t('messages.subscriptionCheckFailed')}</Alert>;
  if (credits.isAdmin) {
    return (
      <Group gap="xs">
        <Badge leftSection={<IconCoins size={14} aria-hidden />} variant="light" color="teal.9">
          {t('credits.unlimited')}
        </Badge>
      </Group>
    );
  }
  const left = creditsLeftFor(credits, tier) ?? 0;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Stack gap={6}>
      <Group gap={6} data-testid="credits-summary">
        <Badge variant="light" color={left > 0 ? 'brand' : 'red.9'} leftSection={<IconCoins size={14} aria-hidden />} data-testid="credits-left">
          {t('credits.left', { count: left, formatted: n(left) })}
        </Badge>
        {credits.remaining.free > 0 && (
          <Badge variant="outline" color="gray.7">
            {t('credits.free', { formatted: n(credits.remaining.free) })}
          </Badge>
        )}
        {credits.remaining.monthly > 0 && (
          <Badge variant="outline" color="gray.7">
            {t('credits.monthly', { formatted: n(credits.remaining.monthly) })}
          </Badge>
        )}
        {credits.remaining.oneTime > 0 && (
          <Badge variant="outline" color="gray.7">
            {t('credits.oneTime', { formatted: n(credits.remaining.oneTime) })}
          </Badge>
        )}
      </Group>
      {tier === 'premium' && credits.remaining.free > 0 && (
        <Text size="xs" c="dimmed">
          {t('credits.premiumNoFree')}
        </Text>
      )}
      {left < 1 && <OutOfCredits />}
    </Stack>
  );
}

export function OutOfCredits() {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('credits.none.title')} data-testid="out-of-credits">
      <Text size="sm" mb="xs">
        {t('credits.none.body')}
      </Text>
      <Group gap="xs">
        <Button component={Link} to="/pricing" size="xs">
          {t('credits.none.plans')}
        </Button>
        <Button component={Link} to="/pricing#credit-packs" size="xs" variant="light">
          {t('credits.none.packs')}
        </Button>
      </Group>
    </Alert>
  );
}

/** A guest's trial: what is left, and the way on (a free account) when nothing is. */
export function GuestTrialSummary({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="sm" data-testid="guest-remaining">
        {remaining === null ? t('credits.guest.checking') : t('credits.guest.left', { count: remaining })}{' '}
        <Anchor component={Link} to="/login?redirect=%2Fimage-gen" size="sm">
          {t('credits.guest.signUp')}
        </Anchor>
      </Text>
      {remaining === 0 && (
        <Alert color="yellow" icon={<IconUserPlus size={18} aria-hidden />} data-testid="guest-limit">
          <Text size="sm" mb="xs">
            {t('messages.guestLimitExceeded')}
          </Text>
          <Button component={Link} to="/login?redirect=%2Fimage-gen" size="xs">
            {t('credits.guest.createAccount')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
