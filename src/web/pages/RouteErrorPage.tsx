import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../translation/useTranslation';

/** Shown when a page chunk fails to load or a page throws (e.g. after a deploy replaced the chunks). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py={64}>
      <Stack>
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.intro')}</Text>
        <div>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </div>
      </Stack>
    </Container>
  );
}
