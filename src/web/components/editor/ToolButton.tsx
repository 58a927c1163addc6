import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { MouseEventHandler } from 'react';

interface ToolButtonProps extends Omit<ActionIconProps, 'children'> {
  /** Translated: the button's accessible name and its tooltip. */
  label: string;
  icon: Icon;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** A toggle's state (aria-pressed). */
  active?: boolean;
  /** The keyboard shortcut, shown in the tooltip. */
  shortcut?: string;
  iconSize?: number;
  testId?: string;
}

/** An icon button with a translated aria-label and tooltip (every icon button in the editor). */
export function ToolButton({ label, icon: IconComponent, onClick, active, shortcut, iconSize = 18, variant, color, testId, ...rest }: ToolButtonProps) {
  return (
    <Tooltip label={shortcut ? `${label} (${shortcut})` : label} withArrow openDelay={400}>
      <ActionIcon
        variant={variant ?? (active ? 'light' : 'subtle')}
        color={color ?? (active ? 'brand' : 'dark')}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        onClick={onClick}
        data-testid={testId}
        {...rest}
      >
        <IconComponent size={iconSize} stroke={1.75} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
