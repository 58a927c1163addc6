import { Button, Container, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { useTranslation } from '../translation/useTranslation';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={64}>
      <PageHeader title={t('notFound.title')} description={t('notFound.intro')} />
      <Text size="sm" c="dimmed" mb="lg" style={{ wordBreak: 'break-all' }}>
        {pathname}
      </Text>
      <Group>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
        <Button component={Link} to="/indexHome" variant="default">
          {t('nav.design')}
        </Button>
      </Group>
    </Container>
  );
}
