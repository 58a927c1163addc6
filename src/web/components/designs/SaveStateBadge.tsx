import { Badge, Loader, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff, IconDeviceDesktop, IconPencil } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import type { PersistenceSaveState } from '../../persistence';
import { useTranslation } from '../../translation/useTranslation';

const shade = (color: string) => `var(--mantine-color-${color}-9)`;

/** A pale badge in the state's colour; the icon in its darkest shade, the text dark (readable at badge size). */
const LOOK: Record<PersistenceSaveState, { color: string; icon: ReactNode }> = {
  saved: { color: 'teal', icon: <IconCircleCheck size={14} color={shade('teal')} aria-hidden /> },
  saving: { color: 'brand', icon: <Loader size={10} color="brand.7" aria-hidden /> },
  pending: { color: 'gray', icon: <IconPencil size={14} color={shade('gray')} aria-hidden /> },
  offline: { color: 'yellow', icon: <IconCloudOff size={14} color={shade('yellow')} aria-hidden /> },
  error: { color: 'red', icon: <IconAlertTriangle size={14} color={shade('red')} aria-hidden /> },
  local: { color: 'gray', icon: <IconDeviceDesktop size={14} color={shade('gray')} aria-hidden /> },
};

/**
 * The auto-save state (saved / saving / pending / offline / error, or 'local' for a guest), announced
 * politely to screen readers, with a tooltip that says what it means.
 */
export function SaveStateBadge({ state, size = 'md' }: { state: PersistenceSaveState; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const label = t(`autosave.state.${state}`);
  const look = LOOK[state];
  return (
    <Tooltip label={t(`autosave.stateHint.${state}`)} multiline w={240} withArrow>
      <Badge
        role="status"
        aria-live="polite"
        aria-label={t('autosave.stateLabel', { state: label })}
        data-testid="save-state"
        data-state={state}
        variant="light"
        color={look.color}
        size={size}
        tt="none"
        leftSection={look.icon}
        style={{ flexShrink: 0, '--badge-color': 'var(--mantine-color-dark-8)' } as CSSProperties}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
