import { Button, Group, Modal, Select, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  CATALOG_CATEGORIES,
  type CatalogCategory,
  type CatalogKind,
  MAX_CATALOG_DESCRIPTION_LENGTH,
  MAX_CATALOG_NAME_LENGTH,
  MAX_CATALOG_TAGS,
} from '../../../shared/catalog/catalog';
import { type CatalogItem, useCatalogActions } from '../../api/catalog';
import { useDesignList } from '../../api/designs';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../translation/useTranslation';
import { notify } from '../notify';

export type CatalogFormTarget =
  /** A new item from one of the designer's saved designs (the library's Add button). */
  | { mode: 'new-from-design' }
  /** A new item from the document open in the editor ("Publish as template"). */
  | { mode: 'new-from-document'; json: unknown; suggestedName?: string }
  | { mode: 'edit'; item: CatalogItem };

/**
 * Graphic designers' and admins' form for a library sticker or template: name, description, category,
 * tags, and where the design comes from. The server decides who may save (403 for anyone else).
 */
export function CatalogItemForm({
  kind,
  target,
  onClose,
  onSaved,
}: {
  kind: CatalogKind;
  target: CatalogFormTarget | null;
  onClose: () => void;
  onSaved?: (item: CatalogItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('library.manage.editTitle') : kind === 'template' ? t('library.manage.newTemplate') : t('library.manage.newSticker')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      zIndex={400}
      data-testid="catalog-form"
    >
      {target && <FormBody kind={kind} target={target} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function FormBody({ kind, target, onClose, onSaved }: { kind: CatalogKind; target: CatalogFormTarget; onClose: () => void; onSaved?: (item: CatalogItem) => void }) {
  const { t } = useTranslation();
  const actions = useCatalogActions(kind);
  const editing = target.mode === 'edit' ? target.item : null;
  // A translated item is edited in its own words (its designer's English), never its translation.
  const [name, setName] = useState(editing?.source?.name ?? editing?.name ?? (target.mode === 'new-from-document' ? (target.suggestedName ?? '') : ''));
  const [description, setDescription] = useState(editing?.source?.description ?? editing?.description ?? '');
  const [category, setCategory] = useState<CatalogCategory | null>(editing?.category ?? null);
  const [tags, setTags] = useState<string[]>(editing?.tags ?? []);
  const [designId, setDesignId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const designs = useDesignList({}, target.mode === 'new-from-design');
  const designOptions = (designs.data?.pages ?? []).flatMap((p) => p.designs).map((d) => ({ value: d.id, label: d.name }));

  const canSave = name.trim() !== '' && category !== null && (target.mode !== 'new-from-design' || designId !== null);

  async function save() {
    if (!canSave || busy) return;
    setBusy(true);
    try {
      const fields = { name: name.trim(), description: description.trim(), category: category as CatalogCategory, tags };
      const item =
        target.mode === 'edit'
          ? await actions.update(target.item.id, fields)
          : await actions.create(target.mode === 'new-from-design' ? { ...fields, designId: designId as string } : { ...fields, json: target.json });
      notify('success', target.mode === 'edit' ? t('library.manage.saved') : t('library.manage.published', { name: item.name }));
      onSaved?.(item);
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function toggleRetired() {
    if (!editing || busy) return;
    setBusy(true);
    try {
      const item = await actions.update(editing.id, { status: editing.status === 'active' ? 'retired' : 'active' });
      notify('success', item.status === 'retired' ? t('library.manage.retiredDone', { name: item.name }) : t('library.manage.restoredDone', { name: item.name }));
      onSaved?.(item);
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      {target.mode === 'new-from-design' && (
        <Select
          label={t('library.manage.design')}
          placeholder={designs.isPending ? t('library.manage.loadingDesigns') : t('library.manage.pickDesign')}
          nothingFoundMessage={t('library.manage.noDesigns')}
          data={designOptions}
          value={designId}
          onChange={(v) => {
            setDesignId(v);
            if (v && !name) setName(designOptions.find((o) => o.value === v)?.label ?? '');
          }}
          searchable
          required
          comboboxProps={{ zIndex: 500 }}
          data-testid="catalog-form-design"
        />
      )}
      <TextInput
        label={t('library.manage.name')}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={MAX_CATALOG_NAME_LENGTH}
        required
        data-testid="catalog-form-name"
      />
      <Select
        label={t('library.gallery.category')}
        data={CATALOG_CATEGORIES.map((c) => ({ value: c, label: t(`library.categories.${c}`) }))}
        value={category}
        onChange={(v) => setCategory(v as CatalogCategory | null)}
        required
        comboboxProps={{ zIndex: 500 }}
        data-testid="catalog-form-category"
      />
      <TagsInput
        label={t('library.manage.tags')}
        description={t('library.manage.tagsHint', { max: MAX_CATALOG_TAGS })}
        value={tags}
        onChange={setTags}
        maxTags={MAX_CATALOG_TAGS}
        clearable
        comboboxProps={{ zIndex: 500 }}
      />
      <Textarea
        label={t('library.manage.description')}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        maxLength={MAX_CATALOG_DESCRIPTION_LENGTH}
        autosize
        minRows={2}
      />
      <Group justify="space-between" mt="sm">
        {editing ? (
          <Button variant="subtle" color={editing.status === 'active' ? 'red' : 'teal'} onClick={toggleRetired} disabled={busy} data-testid="catalog-form-retire">
            {editing.status === 'active' ? t('library.manage.retire') : t('library.manage.restore')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={save} loading={busy} disabled={!canSave} data-testid="catalog-form-save">
            {editing ? t('library.manage.save') : t('library.manage.publish')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
