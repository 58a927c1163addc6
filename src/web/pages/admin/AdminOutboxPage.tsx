import { Accordion, Card, Code, Text } from '@mantine/core';
import { useAdminOutbox } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { QueryState } from '../../components/admin/QueryState';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/outbox: the e-mails the outbox kept (no SMTP configured), newest first. */
export function AdminOutboxPage() {
  const { t, i18n } = useTranslation();
  const outbox = useAdminOutbox();
  return (
    <AdminPage title={t('admin.outbox.title')} description={outbox.data?.kind === 'smtp' ? t('admin.outbox.introSmtp') : t('admin.outbox.introOutbox')}>
      <Card>
        <QueryState pending={outbox.isPending} error={outbox.error} />
        {outbox.data && outbox.data.messages.length === 0 && <Text c="dimmed">{t('admin.outbox.empty')}</Text>}
        <Accordion variant="separated">
          {outbox.data?.messages.map((m) => (
            <Accordion.Item key={m.id} value={m.id}>
              <Accordion.Control>
                <Text size="sm" fw={600} lineClamp={1}>
                  {m.subject}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {m.to} · {formatDate(m.sentAt, i18n.language, true)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {m.text}
                </Code>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card>
    </AdminPage>
  );
}
