import { Button, EmptyState, Group, Paper } from '@mantine/core';
import { IconFolder, IconPalette, IconPhotoAi } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';

export function ProjectsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('projects.title')} description={t('projects.intro')} />
      <Paper withBorder p={{ base: 'lg', sm: 48 }}>
        <EmptyState variant="light" icon={<IconFolder size={32} aria-hidden />} title={t('projects.emptyTitle')} description={t('projects.emptyText')}>
          <EmptyState.Actions>
            <Group justify="center">
              <Button component={Link} to="/indexHome" leftSection={<IconPalette size={16} aria-hidden />}>
                {t('projects.startDesign')}
              </Button>
              <Button component={Link} to="/image-gen" variant="default" leftSection={<IconPhotoAi size={16} aria-hidden />}>
                {t('projects.tryAi')}
              </Button>
            </Group>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
