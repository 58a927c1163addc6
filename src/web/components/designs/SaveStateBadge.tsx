import { Badge, Button, Group, Loader, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCloudCheck, IconDeviceDesktop, IconRefresh } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { PersistenceSaveState, SaveBadge } from '../../persistence';
import { useTranslation } from '../../translation/useTranslation';

const shade = (color: string) => `var(--mantine-color-${color}-9)`;

/** A pale badge in the state's colour; the icon in its darkest shade, the text dark (readable at badge size). */
const LOOK: Record<SaveBadge, { color: string; icon: ReactNode }> = {
  account: { color: 'teal', icon: <IconCloudCheck size={14} color={shade('teal')} aria-hidden /> },
  saving: { color: 'brand', icon: <Loader size={10} color="brand.7" aria-hidden /> },
  device: { color: 'yellow', icon: <IconDeviceDesktop size={14} color={shade('yellow')} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertTriangle size={14} color={shade('red')} aria-hidden /> },
};

export interface SaveStateBadgeProps {
  badge: SaveBadge;
  /** The auto-save session's own state (data-autosave, for tests and support). */
  autosave: PersistenceSaveState;
  /** Which "on this device" it is, for the hint: a guest's work, work not saved as a design, or a design's pending changes. */
  context: 'guest' | 'notDesign' | 'design';
  onRetry(): void;
  size?: 'sm' | 'md';
}

/**
 * Where the work is kept (decision 98): "Saved to your account" only once the server stored it,
 * "Saved on this device" otherwise, "Not saved" with Retry after a failure. Announced politely to
 * screen readers, with a tooltip that says what it means.
 */
export function SaveStateBadge({ badge, autosave, context, onRetry, size = 'md' }: SaveStateBadgeProps) {
  const { t } = useTranslation();
  const label = t(`autosave.badge.${badge}`);
  const look = LOOK[badge];
  const hint = badge === 'device' ? t(`autosave.badgeHint.device.${context}`) : t(`autosave.badgeHint.${badge}`);
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Tooltip label={hint} multiline w={260} withArrow>
        <Badge
          role="status"
          aria-live="polite"
          aria-label={t('autosave.stateLabel', { state: label })}
          data-testid="save-state"
          data-state={badge}
          data-autosave={autosave}
          variant="light"
          color={look.color}
          size={size}
          tt="none"
          leftSection={look.icon}
          miw={0}
          style={{ flexShrink: 1, '--badge-color': 'var(--mantine-color-dark-8)' } as CSSProperties}
        >
          {label}
        </Badge>
      </Tooltip>
      {badge === 'error' && (
        <Button size="compact-xs" variant="light" color="red" leftSection={<IconRefresh size={12} aria-hidden />} onClick={onRetry} data-testid="save-retry">
          {t('autosave.retry')}
        </Button>
      )}
    </Group>
  );
}
