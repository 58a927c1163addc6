import { Alert, Anchor, Button, Container, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { stringLimits } from '../../../shared/api/field-limits';
import { newsletterIssueSchema } from '../../../shared/api/newsletter';
import { ARTICLE_MAX_CHARS } from '../../../shared/community/limits';
import { useNewsletterOverview, useSendNewsletter } from '../../api/newsletter';
import { communityErrorMessage } from '../../components/forum/communityErrors';
import { MarkdownEditor } from '../../components/forum/MarkdownEditor';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatNumber } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

const SUBJECT = stringLimits(newsletterIssueSchema.shape.subject);
const BODY = stringLimits(newsletterIssueSchema.shape.body);

/** /admin/newsletter: subscriber counts, sent issues, and a new issue to every confirmed subscriber. */
export function AdminNewsletterPage() {
  const { t, i18n } = useTranslation();
  const overview = useNewsletterOverview();
  const send = useSendNewsletter();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await send(subject.trim(), body);
      notify('success', t('newsletter.admin.queued'));
      setSubject('');
      setBody('');
    } catch (caught) {
      setError(communityErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('newsletter.admin.title')} description={t('newsletter.admin.intro')}>
        <Anchor component={Link} to="/admin/reports" size="sm">
          {t('moderation.review.title')}
        </Anchor>
      </PageHeader>
      {overview.isPending ? (
        <Skeleton height={120} />
      ) : overview.isError ? (
        <Alert color="red">{communityErrorMessage(overview.error, t)}</Alert>
      ) : (
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {(['confirmed', 'pending', 'unsubscribed'] as const).map((status) => (
              <Paper key={status} withBorder p="md">
                <Text size="sm" c="dimmed">
                  {t(`newsletter.admin.${status}`)}
                </Text>
                <Text fz={28} fw={700}>
                  {formatNumber(overview.data.subscribers[status], i18n.language)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="newsletter-compose">
            <Stack>
              <Title order={2} fz="lg" id="newsletter-compose">
                {t('newsletter.admin.compose')}
              </Title>
              <TextInput label={t('newsletter.admin.subject')} value={subject} onChange={(e) => setSubject(e.currentTarget.value)} maxLength={SUBJECT.max} required />
              <MarkdownEditor label={t('newsletter.admin.body')} value={body} onChange={setBody} maxLength={ARTICLE_MAX_CHARS} minRows={8} />
              <Text size="sm" c="dimmed">
                {t('newsletter.admin.sendsTo', { count: overview.data.subscribers.confirmed })}
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Group>
                <Button onClick={submit} loading={busy} disabled={subject.trim().length < SUBJECT.min || body.trim().length < BODY.min}>
                  {t('newsletter.admin.send')}
                </Button>
              </Group>
            </Stack>
          </Paper>
          <section aria-labelledby="newsletter-sent">
            <Title order={2} fz="lg" mb="sm" id="newsletter-sent">
              {t('newsletter.admin.sent')}
            </Title>
            {overview.data.issues.length === 0 ? (
              <Text c="dimmed">{t('newsletter.admin.none')}</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('newsletter.admin.subject')}</Table.Th>
                    <Table.Th>{t('newsletter.admin.created')}</Table.Th>
                    <Table.Th>{t('newsletter.admin.recipients')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overview.data.issues.map((issue) => (
                    <Table.Tr key={issue.id}>
                      <Table.Td>{issue.subject}</Table.Td>
                      <Table.Td>{formatDate(issue.createdAt, i18n.language, true)}</Table.Td>
                      <Table.Td>{issue.sentAt ? formatNumber(issue.recipientCount, i18n.language) : t('newsletter.admin.sending')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </section>
        </Stack>
      )}
    </Container>
  );
}
