import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Container,
  CopyButton,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBell, IconKey, IconMail, IconPackage, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_ROLES, type UserRole } from '../../../shared/roles';
import { createNotice, issueAutoLoginKey, setUserRole } from '../../api/admin';
import { errorMessage } from '../../api/errors';
import { adminKeys, useAdminNotices, useAdminOutbox, useAdminSecurityLogs, useAdminUsers } from '../../api/queries';
import type { IssuedAutoLoginKey } from '../../api/types';
import { AdminOrdersList } from '../../components/admin-orders/AdminOrdersList';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { ShopPerformancePanel } from './home/ShopPerformancePanel';

export function AdminDashboardPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('admin.title')} description={t('admin.intro')} />
      <Stack mb="xl">
        <ShopPerformancePanel />
      </Stack>
      <Tabs className="section-tabs" defaultValue="users" keepMounted={false}>
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('admin.tabs.users')}
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconPackage size={16} aria-hidden />}>
            {t('admin.tabs.orders')}
          </Tabs.Tab>
          <Tabs.Tab value="notices" leftSection={<IconBell size={16} aria-hidden />}>
            {t('admin.tabs.notices')}
          </Tabs.Tab>
          <Tabs.Tab value="autologin" leftSection={<IconKey size={16} aria-hidden />}>
            {t('admin.tabs.autoLogin')}
          </Tabs.Tab>
          <Tabs.Tab value="outbox" leftSection={<IconMail size={16} aria-hidden />}>
            {t('admin.tabs.outbox')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldCheck size={16} aria-hidden />}>
            {t('admin.tabs.security')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <AdminOrdersList />
        </Tabs.Panel>
        <Tabs.Panel value="notices">
          <NoticesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="autologin">
          <AutoLoginPanel />
        </Tabs.Panel>
        <Tabs.Panel value="outbox">
          <OutboxPanel />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecurityPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function QueryState({ pending, error }: { pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (pending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  return null;
}

function UsersPanel() {
  const { t, i18n } = useTranslation();
  const users = useAdminUsers();
  const qc = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);
  const setRole = async (id: string, role: UserRole) => {
    setSaving(id);
    try {
      await setUserRole(id, role);
      notify('success', t('admin.users.roleSaved'));
      await qc.invalidateQueries({ queryKey: adminKeys.users });
    } catch (err) {
      notify('error', errorMessage(err, t));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('admin.users.title')}
      </Title>
      <QueryState pending={users.isPending} error={users.error} />
      {users.data && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('profile.email')}</Table.Th>
                <Table.Th>{t('profile.name')}</Table.Th>
                <Table.Th>{t('profile.verified')}</Table.Th>
                <Table.Th>{t('profile.plan')}</Table.Th>
                <Table.Th>{t('profile.role')}</Table.Th>
                <Table.Th>{t('admin.users.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((u) => (
                <Table.Tr key={u.id} data-testid="admin-user-row">
                  <Table.Td style={{ wordBreak: 'break-all' }}>{u.email}</Table.Td>
                  <Table.Td>{u.name || '—'}</Table.Td>
                  <Table.Td>{u.emailVerified ? <Badge color="teal.9">{t('profile.verifiedYes')}</Badge> : <Badge color="gray.7">{t('profile.verifiedNo')}</Badge>}</Table.Td>
                  <Table.Td>{u.plan ? t(`plans.${u.plan}.name`, { defaultValue: u.plan }) : '—'}</Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={170}
                      aria-label={t('admin.users.roleFor', { email: u.email })}
                      value={u.userRole ?? 'user'}
                      allowDeselect={false}
                      disabled={saving === u.id}
                      data={USER_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                      onChange={(v) => v && v !== u.userRole && void setRole(u.id, v as UserRole)}
                    />
                  </Table.Td>
                  <Table.Td>{formatDate(u.createdAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function NoticesPanel() {
  const { t, i18n } = useTranslation();
  const notices = useAdminNotices();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { title: '', message: '', targetPage: 'all', validUntil: '' },
    validate: {
      title: (v: string) => (v.trim() ? null : t('admin.notices.required')),
      message: (v: string) => (v.trim() ? null : t('admin.notices.required')),
      targetPage: (v: string) => (v.trim() === 'all' || v.trim().startsWith('/') ? null : t('admin.notices.targetInvalid')),
      validUntil: (v: string) => (!v || !Number.isNaN(new Date(v).getTime()) ? null : t('admin.notices.dateInvalid')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await createNotice({
        title: values.title.trim(),
        message: values.message.trim(),
        targetPage: values.targetPage.trim() || 'all',
        validUntil: values.validUntil ? new Date(values.validUntil).toISOString() : null,
      });
      form.reset();
      notify('success', t('admin.notices.created'));
      await qc.invalidateQueries({ queryKey: adminKeys.notices });
      await qc.invalidateQueries({ queryKey: ['notice'] });
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card>
        <Title order={2} fz="lg" mb="md">
          {t('admin.notices.createTitle')}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput label={t('admin.notices.titleField')} required maxLength={200} {...form.getInputProps('title')} />
            <Textarea label={t('admin.notices.message')} required autosize minRows={3} maxLength={5000} {...form.getInputProps('message')} />
            <TextInput label={t('admin.notices.target')} description={t('admin.notices.targetHint')} {...form.getInputProps('targetPage')} />
            <TextInput type="datetime-local" label={t('admin.notices.validUntil')} description={t('admin.notices.validUntilHint')} {...form.getInputProps('validUntil')} />
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {t('admin.notices.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Card>
        <Title order={2} fz="lg" mb="md">
          {t('admin.notices.listTitle')}
        </Title>
        <QueryState pending={notices.isPending} error={notices.error} />
        {notices.data && notices.data.length === 0 && <Text c="dimmed">{t('admin.notices.empty')}</Text>}
        <Stack gap="sm">
          {notices.data?.map((n) => {
            const expired = !!n.validUntil && new Date(n.validUntil).getTime() < Date.now();
            return (
              <Card key={n.id} withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600}>{n.title}</Text>
                  <Badge color={n.isActive && !expired ? 'teal.9' : 'gray.7'}>{n.isActive && !expired ? t('admin.notices.active') : t('admin.notices.inactive')}</Badge>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={3}>
                  {n.message}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {t('admin.notices.meta', {
                    target: n.targetPage,
                    created: formatDate(n.createdAt, i18n.language, true),
                    until: n.validUntil ? formatDate(n.validUntil, i18n.language, true) : t('admin.notices.noEnd'),
                  })}
                </Text>
              </Card>
            );
          })}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

function AutoLoginPanel() {
  const { t, i18n } = useTranslation();
  const users = useAdminUsers();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedAutoLoginKey | null>(null);
  const form = useForm({
    initialValues: { userId: '', projectId: '' },
    validate: {
      userId: (v: string) => (v ? null : t('admin.autoLogin.userRequired')),
      projectId: (v: string) => (v.trim() ? null : t('admin.autoLogin.projectRequired')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setIssued(null);
    setBusy(true);
    try {
      setIssued(await issueAutoLoginKey({ userId: values.userId, projectId: values.projectId.trim() }));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });
  const fullUrl = issued ? `${window.location.origin}${issued.url}` : '';
  return (
    <Card maw={720}>
      <Title order={2} fz="lg" mb={4}>
        {t('admin.autoLogin.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.autoLogin.intro')}
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Select
            label={t('admin.autoLogin.user')}
            searchable
            nothingFoundMessage={t('admin.autoLogin.noUsers')}
            data={(users.data ?? []).map((u) => ({ value: u.id, label: u.name ? `${u.name} <${u.email}>` : u.email }))}
            {...form.getInputProps('userId')}
          />
          <TextInput label={t('admin.autoLogin.project')} description={t('admin.autoLogin.projectHint')} {...form.getInputProps('projectId')} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {t('admin.autoLogin.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {issued && (
        <Alert color="teal" mt="md" title={t('admin.autoLogin.issued')} data-testid="auto-login-url">
          <Stack gap="xs">
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {fullUrl}
            </Code>
            <Text size="xs">{t('admin.autoLogin.expires', { date: formatDate(issued.expiresAt, i18n.language, true) })}</Text>
            <Group>
              <CopyButton value={fullUrl}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Card>
  );
}

function OutboxPanel() {
  const { t, i18n } = useTranslation();
  const outbox = useAdminOutbox();
  return (
    <Card>
      <Title order={2} fz="lg" mb={4}>
        {t('admin.outbox.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {outbox.data?.kind === 'outbox' ? t('admin.outbox.introOutbox') : t('admin.outbox.introSmtp')}
      </Text>
      <QueryState pending={outbox.isPending} error={outbox.error} />
      {outbox.data && outbox.data.messages.length === 0 && <Text c="dimmed">{t('admin.outbox.empty')}</Text>}
      <Accordion variant="separated">
        {outbox.data?.messages.map((m) => (
          <Accordion.Item key={m.id} value={m.id}>
            <Accordion.Control>
              <Text size="sm" fw={600} lineClamp={1}>
                {m.subject}
              </Text>
              <Text size="xs" c="dimmed">
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
  );
}

const SEVERITY_COLOR: Record<string, string> = { low: 'gray.7', medium: '#9c4a00', high: '#a61e4d', critical: 'red.9' };

function SecurityPanel() {
  const { t, i18n } = useTranslation();
  const logs = useAdminSecurityLogs();
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('admin.security.title')}
      </Title>
      <QueryState pending={logs.isPending} error={logs.error} />
      {logs.data && logs.data.length === 0 && <Text c="dimmed">{t('admin.security.empty')}</Text>}
      {logs.data && logs.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.security.time')}</Table.Th>
                <Table.Th>{t('admin.security.event')}</Table.Th>
                <Table.Th>{t('admin.security.severity')}</Table.Th>
                <Table.Th>{t('admin.security.url')}</Table.Th>
                <Table.Th>{t('admin.security.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {logs.data.slice(0, 100).map((l) => (
                <Table.Tr key={String(l.id)}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(l.timestamp, i18n.language, true)}</Table.Td>
                  <Table.Td>
                    <Code>{l.event}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={SEVERITY_COLOR[l.severity] ?? 'gray.7'}>{l.severity}</Badge>
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{l.url ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }}>
                      {JSON.stringify(l.details)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {t('admin.security.note')}{' '}
        <Anchor href="/policies#privacy" size="xs" underline="always">
          {t('policies.privacy.title')}
        </Anchor>
      </Text>
    </Card>
  );
}
