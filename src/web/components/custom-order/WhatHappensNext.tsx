import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomOrderRequest } from '../../api/customOrders';

/**
 * Step 3: the request is in; what the shop does next, and when — or, while the contact address is not
 * confirmed yet (a guest, or an address other than the account's verified one), that a link is on its way.
 */
export function WhatHappensNext({ request, onAnother }: { request: CustomOrderRequest; onAnother: () => void }) {
  const { t } = useTranslation();
  const reference = request.id.slice(0, 8).toUpperCase();
  if (!request.emailConfirmed) {
    return (
      <Card withBorder padding="xl" data-testid="custom-order-pending">
        <Stack gap="md">
          <Group gap="sm">
            <ThemeIcon color="blue.8" radius="xl" size={36} aria-hidden>
              <IconMailForward size={22} />
            </ThemeIcon>
            <Title order={2} fz="xl">
              {t('customOrder.pending.title')}
            </Title>
          </Group>
          <Text>{t('customOrder.pending.body', { email: request.contactEmail, reference })}</Text>
          <Text c="dimmed" size="sm">
            {t('customOrder.pending.hint')}
          </Text>
          <Group>
            <Button variant="subtle" onClick={onAnother}>
              {t('customOrder.done.another')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder padding="xl" data-testid="custom-order-done">
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon color="teal.9" radius="xl" size={36} aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t('customOrder.done.title')}
          </Title>
        </Group>
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
          <Button variant="subtle" onClick={onAnother}>
            {t('customOrder.done.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
