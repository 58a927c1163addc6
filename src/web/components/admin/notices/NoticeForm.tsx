import { Alert, Button, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { stringLimits } from '../../../../shared/api/field-limits';
import { createNoticeSchema } from '../../../../shared/api/schemas';
import type { Notice } from '../../../../shared/notices';
import { errorMessage } from '../../../api/errors';
import { useTranslation } from '../../../translation/useTranslation';

const LIMITS = {
  title: stringLimits(createNoticeSchema.shape.title),
  message: stringLimits(createNoticeSchema.shape.message),
  targetPage: stringLimits(createNoticeSchema.shape.targetPage),
};

export interface NoticeFormValues {
  title: string;
  message: string;
  targetPage: string;
  validUntil: string;
  isActive: boolean;
}

/** `2026-12-01T09:30` in the admin's time zone, as `<input type="datetime-local">` wants it. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export const valuesOf = (n: Notice | null): NoticeFormValues =>
  n
    ? { title: n.title, message: n.message, targetPage: n.targetPage, validUntil: toLocalInput(n.validUntil), isActive: n.isActive }
    : { title: '', message: '', targetPage: 'all', validUntil: '', isActive: true };

/** The notice as the API takes it. */
export const noticeBody = (v: NoticeFormValues) => ({
  title: v.title.trim(),
  message: v.message.trim(),
  targetPage: v.targetPage.trim() || 'all',
  validUntil: v.validUntil ? new Date(v.validUntil).toISOString() : null,
  isActive: v.isActive,
});

/** Create or edit a notice (SPEC §3 Admin message): title, message, page or 'all', show-until, active. */
export function NoticeForm({
  editing,
  onSubmit,
  onPreview,
  onCancel,
}: {
  editing: Notice | null;
  onSubmit: (values: NoticeFormValues) => Promise<void>;
  onPreview: (values: NoticeFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NoticeFormValues>({
    initialValues: valuesOf(editing),
    validate: {
      title: (v) => (v.trim() ? null : t('admin.notices.required')),
      message: (v) => (v.trim() ? null : t('admin.notices.required')),
      targetPage: (v) => (v.trim() === 'all' || v.trim().startsWith('/') ? null : t('admin.notices.targetInvalid')),
      validUntil: (v) => (!v || !Number.isNaN(new Date(v).getTime()) ? null : t('admin.notices.dateInvalid')),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    setBusy(true);
    try {
      await onSubmit(values);
      if (!editing) form.reset();
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t('admin.notices.titleField')} required maxLength={LIMITS.title.max} {...form.getInputProps('title')} />
        <Textarea label={t('admin.notices.message')} required autosize minRows={3} maxLength={LIMITS.message.max} {...form.getInputProps('message')} />
        <TextInput label={t('admin.notices.target')} description={t('admin.notices.targetHint')} maxLength={LIMITS.targetPage.max} {...form.getInputProps('targetPage')} />
        <TextInput type="datetime-local" label={t('admin.notices.validUntil')} description={t('admin.notices.validUntilHint')} {...form.getInputProps('validUntil')} />
        <Switch label={t('adminPages.notices.activeSwitch')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          {editing && (
            <Button variant="subtle" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button variant="default" onClick={() => form.validate().hasErrors || onPreview(form.getValues())}>
            {t('adminPages.notices.preview')}
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? t('adminPages.notices.save') : t('admin.notices.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
