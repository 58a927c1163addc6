import { Badge, Card, Code, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useAudit } from '../../api/adminQueries';
import { AdminPage } from '../../components/admin/AdminPage';
import { DayRangeInputs, dayRange } from '../../components/admin/DayRangeInputs';
import { QueryState } from '../../components/admin/QueryState';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/audit: every admin write — who, what, when, on what, and how it ended — newest first. */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation();
  const [actor, setActor] = useState('');
  const [targetType, setTargetType] = useState('');
  const [targetId, setTargetId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [typed] = useDebouncedValue({ actor: actor.trim(), targetType: targetType.trim(), targetId: targetId.trim() }, 300);
  const entries = useAudit({
    ...(typed.actor ? { actor: typed.actor } : {}),
    ...(typed.targetType ? { targetType: typed.targetType } : {}),
    ...(typed.targetId ? { targetId: typed.targetId } : {}),
    ...dayRange(from, to),
  });
  return (
    <AdminPage title={t('adminPages.audit.title')} description={t('adminPages.audit.intro')}>
      <Card>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mb="md">
          <TextInput label={t('adminPages.audit.actor')} value={actor} onChange={(e) => setActor(e.currentTarget.value)} />
          <TextInput label={t('adminPages.audit.area')} description={t('adminPages.audit.areaHint')} value={targetType} onChange={(e) => setTargetType(e.currentTarget.value)} />
          <TextInput label={t('adminPages.audit.target')} value={targetId} onChange={(e) => setTargetId(e.currentTarget.value)} />
          <DayRangeInputs from={from} to={to} onFrom={setFrom} onTo={setTo} />
        </SimpleGrid>
        <QueryState pending={entries.isPending} error={entries.error} />
        {entries.data?.length === 0 && <Text c="dimmed">{t('adminPages.audit.empty')}</Text>}
        {entries.data && entries.data.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin.security.time')}</Table.Th>
                  <Table.Th>{t('adminPages.audit.actor')}</Table.Th>
                  <Table.Th>{t('adminPages.audit.action')}</Table.Th>
                  <Table.Th>{t('adminPages.audit.target')}</Table.Th>
                  <Table.Th>{t('adminPages.columns.status')}</Table.Th>
                  <Table.Th>{t('admin.security.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.data.map((e) => (
                  <Table.Tr key={e.id} data-testid="audit-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.createdAt, i18n.language, true)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{e.actorEmail}</Table.Td>
                    <Table.Td>
                      <Code>
                        {e.method} {e.action.replace(/^\/api\/admin/, '')}
                      </Code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>
                      {e.targetType}
                      {e.targetId ? ` · ${e.targetId}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={e.status < 400 ? 'teal.9' : 'red.9'}>{e.status}</Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace" lineClamp={2} style={{ wordBreak: 'break-all' }}>
                        {JSON.stringify(e.details)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </AdminPage>
  );
}
