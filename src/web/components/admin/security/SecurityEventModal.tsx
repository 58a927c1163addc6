import { Badge, Code, Modal, Stack, Text } from '@mantine/core';
import type { SecurityLogEntry } from '../../../../shared/api/admin.responses';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';
import { SEVERITY_COLOR } from './severity';

/** One security event in full: every field and its details as JSON. */
export function SecurityEventModal({ entry, onClose }: { entry: SecurityLogEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const field = (label: string, value: string | null) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-all' }}>
        {value || '—'}
      </Text>
    </div>
  );
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry?.event} size="lg" centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {entry && (
        <Stack gap="sm">
          <Badge color={SEVERITY_COLOR[entry.severity] ?? 'gray.7'}>{entry.severity}</Badge>
          {field(t('admin.security.time'), formatDate(entry.timestamp, i18n.language, true))}
          {field(t('admin.security.url'), entry.url)}
          {field(t('adminPages.security.user'), entry.userId)}
          {field(t('adminPages.security.userAgent'), entry.userAgent)}
          <Text size="xs" c="dimmed">
            {t('admin.security.details')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(entry.details, null, 2)}
          </Code>
        </Stack>
      )}
    </Modal>
  );
}
