import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { MAX_DESIGN_NAME_LENGTH } from '../../../../shared/api/designs';
import type { DesignSummary } from '../../../api/designs';
import { useTranslation } from '../../../translation/useTranslation';

/** Renames a design: the current name to edit, Save and Cancel. */
export function RenameDesignModal({ design, busy, onClose, onSave }: { design: DesignSummary | null; busy: boolean; onClose: () => void; onSave: (name: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (design) {
      setName(design.name);
      setError(null);
    }
  }, [design]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('autosave.saveWork.nameRequired'));
    if (trimmed === design?.name) return onClose();
    onSave(trimmed);
  };
  return (
    <Modal opened={!!design} onClose={onClose} title={t('designs.renameTitle')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('designs.nameLabel')} value={name} maxLength={MAX_DESIGN_NAME_LENGTH} error={error} data-autofocus onChange={(e) => setName(e.currentTarget.value)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
