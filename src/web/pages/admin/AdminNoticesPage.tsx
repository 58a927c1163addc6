import { Card, SimpleGrid, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Notice } from '../../../shared/notices';
import { createNotice, updateNotice } from '../../api/admin';
import { backOfficeKeys, useAdminNotices } from '../../api/adminQueries';
import { errorMessage } from '../../api/errors';
import { forgetCurrentNotices } from '../../api/notices';
import { AdminPage } from '../../components/admin/AdminPage';
import { NoticeForm, type NoticeFormValues, noticeBody } from '../../components/admin/notices/NoticeForm';
import { NoticeList } from '../../components/admin/notices/NoticeList';
import { QueryState } from '../../components/admin/QueryState';
import { NoticeDialog } from '../../components/NoticeDialog';
import { notify } from '../../components/notify';
import { useTranslation } from '../../translation/useTranslation';

/**
 * /admin/notices: the global notice modal's messages (SPEC §3, §5) — create, edit, schedule (show until),
 * target a page or 'all', switch on and off, and preview in the very dialog users see.
 */
export function AdminNoticesPage() {
  const { t } = useTranslation();
  const notices = useAdminNotices();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Notice | null>(null);
  const [preview, setPreview] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: backOfficeKeys.notices });
    // The shell's kept answers: a change shows on the next page a user opens.
    forgetCurrentNotices();
  };
  const save = async (values: NoticeFormValues) => {
    if (editing) {
      await updateNotice(editing.id, noticeBody(values));
      notify('success', t('adminPages.notices.saved'));
      setEditing(null);
    } else {
      await createNotice(noticeBody(values));
      notify('success', t('admin.notices.created'));
    }
    await refresh();
  };
  const toggle = async (notice: Notice, isActive: boolean) => {
    setBusyId(notice.id);
    try {
      await updateNotice(notice.id, { isActive });
      notify('success', isActive ? t('adminPages.notices.activated') : t('adminPages.notices.deactivated'));
      await refresh();
    } catch (err) {
      notify('error', errorMessage(err, t));
    } finally {
      setBusyId(null);
    }
  };
  const previewValues = (v: NoticeFormValues) => setPreview({ id: 'preview', createdAt: new Date().toISOString(), ...noticeBody(v) });
  return (
    <AdminPage title={t('adminPages.notices.title')} description={t('adminPages.notices.intro')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card>
          <Title order={2} fz="lg" mb="md">
            {editing ? t('adminPages.notices.editTitle') : t('admin.notices.createTitle')}
          </Title>
          <NoticeForm key={editing?.id ?? 'new'} editing={editing} onSubmit={save} onPreview={previewValues} onCancel={() => setEditing(null)} />
        </Card>
        <Card>
          <Title order={2} fz="lg" mb="md">
            {t('admin.notices.listTitle')}
          </Title>
          <QueryState pending={notices.isPending} error={notices.error} />
          {notices.data && <NoticeList notices={notices.data} busyId={busyId} onToggle={toggle} onEdit={setEditing} onPreview={setPreview} />}
        </Card>
      </SimpleGrid>
      {/* The real dialog of the global notice modal: the preview is exactly what users see. */}
      <NoticeDialog notice={preview} onDismiss={() => setPreview(null)} />
    </AdminPage>
  );
}
