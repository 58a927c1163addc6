import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CustomOrderRequest } from '../../api/customOrders';
import { useTranslation } from '../../translation/useTranslation';

/**
 * Step 3: the request is in; what the shop does next, and when — or, while the contact address is not
 * confirmed yet (a guest, or an address other than the account's verified one), that a link is on its way.
 */
export function WhatHappensNext({ request, onAnother }: { request: CustomOrderRequest; onAnother: () => void }) {
  const { t } = useTranslation();
  const reference = request.id.slice(0, 8).toUpperCase();
  const another = (
    <Button variant="subtle" onClick={onAnother}>
      {t('customOrder.done.another')}
    </Button>
  );
  if (!request.emailConfirmed) {
    return (
      <StepCard testId="custom-order-pending" color="blue.8" icon={<IconMailForward size={22} />} title={t('customOrder.pending.title')}>
        <Text>{t('customOrder.pending.body', { email: request.contactEmail, reference })}</Text>
        <Text c="dimmed" size="sm">
          {t('customOrder.pending.hint')}
        </Text>
        <Group>{another}</Group>
      </StepCard>
    );
  }
  return (
    <StepCard testId="custom-order-done" color="teal.9" icon={<IconCircleCheck size={22} />} title={t('customOrder.done.title')}>
      <Text>{t('customOrder.done.body', { email: request.contactEmail, reference })}</Text>
      <List spacing="xs" type="ordered">
        <List.Item>{t('customOrder.done.step1')}</List.Item>
        <List.Item>{t('customOrder.done.step2')}</List.Item>
        <List.Item>{t('customOrder.done.step3')}</List.Item>
      </List>
      <Group>
        <Button component={Link} to="/indexHome" variant="light">
          {t('customOrder.done.editor')}
        </Button>
        {another}
      </Group>
    </StepCard>
  );
}

/** The card both outcomes share: an icon and a heading over the step's text. */
function StepCard({ testId, color, icon, title, children }: { testId: string; color: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="xl" data-testid={testId}>
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon color={color} radius="xl" size={36} aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} fz="xl">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
