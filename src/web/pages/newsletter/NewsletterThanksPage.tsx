import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { confirmNewsletter, unsubscribeNewsletter } from '../../api/newsletter';
import { communityErrorMessage } from '../../components/forum/communityErrors';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

type State = { kind: 'working' } | { kind: 'confirmed' } | { kind: 'unsubscribed' } | { kind: 'signedUp' } | { kind: 'failed'; error: unknown };

/** One request per token, even when React runs the effect twice (a confirm link works once). */
const requests = new Map<string, Promise<unknown>>();
const once = (key: string, run: () => Promise<unknown>) => {
  if (!requests.has(key)) requests.set(key, run());
  return requests.get(key) as Promise<unknown>;
};

/**
 * /newsletter-thanks (SPEC §2): where the confirm link (`?confirm=`) and every newsletter's unsubscribe
 * link (`?unsubscribe=`) land; the page sends the token, so a mail scanner that only fetches links
 * changes nothing. Without a token it thanks a fresh sign-up and says to check the inbox.
 */
export function NewsletterThanksPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const leave = params.get('unsubscribe');
  const [state, setState] = useState<State>(confirm || leave ? { kind: 'working' } : { kind: 'signedUp' });

  useEffect(() => {
    if (confirm) {
      once(`confirm:${confirm}`, () => confirmNewsletter(confirm)).then(
        () => setState({ kind: 'confirmed' }),
        (error) => setState({ kind: 'failed', error }),
      );
    } else if (leave) {
      once(`leave:${leave}`, () => unsubscribeNewsletter(leave)).then(
        () => setState({ kind: 'unsubscribed' }),
        (error) => setState({ kind: 'failed', error }),
      );
    }
  }, [confirm, leave]);

  const title =
    state.kind === 'unsubscribed' ? t('newsletter.thanks.unsubscribedTitle') : state.kind === 'confirmed' ? t('newsletter.thanks.confirmedTitle') : t('newsletter.thanks.title');
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'lg', sm: 'xl' }}>
        {state.kind === 'working' ? (
          <Group>
            <Loader size="sm" />
            <Text>{t(leave ? 'newsletter.thanks.unsubscribing' : 'newsletter.thanks.confirming')}</Text>
          </Group>
        ) : state.kind === 'failed' ? (
          <Alert color="red" role="alert">
            {communityErrorMessage(state.error, t)}
          </Alert>
        ) : (
          <Group align="flex-start" wrap="nowrap" gap="lg">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              {state.kind === 'unsubscribed' ? <IconMailOff size={26} /> : <IconMailCheck size={26} />}
            </ThemeIcon>
            <Stack gap="sm">
              <Text data-testid="newsletter-status">{t(`newsletter.thanks.${state.kind}`)}</Text>
              <Group>
                <Button component={Link} to="/blog-tutorials">
                  {t('newsletter.thanks.readBlog')}
                </Button>
                <Button component={Link} to="/indexHome" variant="default">
                  {t('newsletter.thanks.startDesigning')}
                </Button>
              </Group>
            </Stack>
          </Group>
        )}
      </Paper>
    </Container>
  );
}
