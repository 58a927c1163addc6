import { Button, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { useTranslation } from '../translation/useTranslation';
import { INFO_PAGES, type InfoPageId } from './infoPages';

/** A simple, translated information page: heading, a sentence, a useful link. */
export function InfoPage({ id }: { id: InfoPageId }) {
  const { t } = useTranslation();
  const params = useParams();
  const config = INFO_PAGES[id];
  const Icon = config.icon;
  const values = { id: params.id ?? '', userId: params.userId ?? '' };
  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <PageHeader title={t(`pages.${id}.title`, values)} description={t(`pages.${id}.intro`, values)} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <Icon size={26} />
          </ThemeIcon>
          <Stack gap="sm" style={{ flex: 1 }}>
            <Text>{t(`pages.${id}.coming`, values)}</Text>
            <Group>
              <Button component={Link} to={config.to} rightSection={<IconArrowRight size={16} aria-hidden />}>
                {t(`pages.${id}.cta`, values)}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </Container>
  );
}
