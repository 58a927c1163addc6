import { Box, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Money } from '../../../shared/money';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  /** The line price with this choice; null shows `noPrice` (or "not available"). */
  price: Money | null;
  /** Shown instead of a price when there is none (a custom size or quantity not chosen yet). */
  noPrice?: string;
  /** A second line under the price ("CAD 0.69 each"). */
  hint?: ReactNode;
  /** A swatch or icon before the label. */
  leading?: ReactNode;
}

interface ChoiceCardsProps<V extends string> {
  label: string;
  value: V | null;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  formatMoney: (value: Money) => string;
  unavailable: string;
  testId: string;
}

/**
 * One option of the picker as radio cards, each with its live price. The cards flow in as many columns as fit at least 9 rem each (`.choice-cards` in styles.css), so a
 * long material name or price never spills over a card's border at any width, in a modal, the cart or
 * a page column alike; a word longer than a card still breaks rather than overflow.
 */
export function ChoiceCards<V extends string>({ label, value, choices, onChange, formatMoney, unavailable, testId }: ChoiceCardsProps<V>) {
  return (
    <Radio.Group label={label} value={value} onChange={(v) => onChange(v as V)} data-testid={testId}>
      <Box className="choice-cards" mt={6}>
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} p="xs" radius="md" className="choice-card" data-testid={`${testId}-${choice.value}`}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Radio.Indicator size="xs" mt={3} />
              {choice.leading}
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} lh={1.3}>
                  {choice.label}
                </Text>
                <Text size="xs" c={choice.price ? 'brand.8' : 'dimmed'} fw={choice.price ? 600 : 400} data-testid="choice-price">
                  {choice.price ? formatMoney(choice.price) : (choice.noPrice ?? unavailable)}
                </Text>
                {choice.hint && (
                  <Text size="xs" c="dimmed">
                    {choice.hint}
                  </Text>
                )}
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Box>
    </Radio.Group>
  );
}
