import { Alert, Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { MAX_DESIGN_NAME_LENGTH } from '../../../shared/api/designs';
import { defaultDesignName } from '../../../shared/autosave';
import { savedDesignLimitOf } from '../../api/designs';
import { errorMessage } from '../../api/errors';
import i18n, { localeTag } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { whenModalsReady } from '../overlays/modalsReady';

export interface SaveWorkValues {
  save: boolean;
  name: string;
  isFavorite: boolean;
}

export interface SaveWorkFormProps {
  /** Saves with the chosen name and favourite (e.g. persistence.saveAsDesign); a rejection is shown in the form. */
  onSave: (name: string, isFavorite: boolean) => Promise<unknown>;
  /** After a successful save. */
  onSaved?: (name: string) => void;
  /** Skip Saving (or Confirm with the save box cleared). */
  onSkip: () => void;
  /** Opens /pricing (from the saved-design limit message). */
  onPricing?: () => void;
  /**
   * 'leave' (default): SPEC §4's 'Save Your Work?' when leaving, with its save box and Skip Saving.
   * 'save': an explicit Save of work that is not a design yet: it always saves, and Cancel just closes.
   */
  purpose?: 'leave' | 'save';
}

/** The default design name of SPEC §4, the date in the interface language. */
export function defaultNameNow(): string {
  return defaultDesignName(new Date(), localeTag(i18n.language));
}

/** A failed save in words; the saved-design limit (SPEC §5) with the way to /pricing. */
export function SaveErrorAlert({ error, onPricing }: { error: unknown; onPricing?: () => void }) {
  const { t } = useTranslation();
  const limit = savedDesignLimitOf(error);
  const message = errorMessage(error, t);
  return (
    <Alert color="red" role="alert" title={limit ? t('designs.limit.title') : undefined}>
      {limit ? (
        <Text size="sm">
          {t('designs.limit.message', { limit: limit.limit })}{' '}
          <Anchor
            href="/pricing"
            size="sm"
            fw={600}
            underline="always"
            onClick={(e) => {
              if (!onPricing) return;
              e.preventDefault();
              onPricing();
            }}
          >
            {t('designs.limit.seePlans')}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">{message === t('errors.generic') ? t('autosave.saveWork.failed') : message}</Text>
      )}
    </Alert>
  );
}

/**
 * SPEC §4 'Save Your Work?': a box to save, the design name (default 'Auto-Saved Design - {date}'), a
 * favourite box; Confirm and Skip Saving. Non-favourite saves expire after 90 days, which it says.
 */
export function SaveWorkForm({ onSave, onSaved, onSkip, onPricing, purpose = 'leave' }: SaveWorkFormProps) {
  const { t } = useTranslation();
  const leaving = purpose === 'leave';
  const [values, setValues] = useState<SaveWorkValues>(() => ({ save: true, name: defaultNameNow(), isFavorite: false }));
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values.save) return onSkip();
    const name = values.name.trim();
    if (!name) return setNameError(t('autosave.saveWork.nameRequired'));
    setNameError(null);
    setError(null);
    setBusy(true);
    try {
      await onSave(name, values.isFavorite);
      onSaved?.(name);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="save-work-dialog">
      <Stack gap="md">
        {error != null && <SaveErrorAlert error={error} onPricing={onPricing} />}
        <div>
          {leaving && (
            <Checkbox
              label={t('autosave.saveWork.saveCheckbox')}
              checked={values.save}
              onChange={(e) => {
                const save = e.currentTarget.checked;
                setValues((v) => ({ ...v, save }));
              }}
            />
          )}
          <Text size="xs" c="dimmed" mt={leaving ? 6 : 0} ml={leaving ? 32 : 0}>
            {values.isFavorite ? t('autosave.saveWork.neverExpires') : t('autosave.saveWork.expiryNote')}
          </Text>
        </div>
        <TextInput
          label={t('autosave.saveWork.nameLabel')}
          value={values.name}
          maxLength={MAX_DESIGN_NAME_LENGTH}
          disabled={!values.save}
          error={nameError}
          data-autofocus
          onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
          }}
        />
        <Checkbox
          label={t('autosave.saveWork.favorite')}
          description={t('autosave.saveWork.favoriteNote')}
          checked={values.isFavorite}
          disabled={!values.save}
          onChange={(e) => {
            const isFavorite = e.currentTarget.checked;
            setValues((v) => ({ ...v, isFavorite }));
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onSkip} disabled={busy}>
            {leaving ? t('autosave.saveWork.skip') : t('editor.saveAs.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {leaving ? t('autosave.saveWork.confirm') : t('editor.saveAs.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog as a controlled component (for a page that keeps its own open state). */
export function SaveWorkDialog({ opened, onClose, ...props }: SaveWorkFormProps & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('autosave.saveWork.title')} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      <SaveWorkForm {...props} />
    </Modal>
  );
}

/** Opens the dialog through the modals manager ('Save Your Work?', or 'Save as design' for an explicit Save); resolves true when the work was saved, false when skipped or closed. */
export function openSaveWorkDialog(props: Omit<SaveWorkFormProps, 'onSkip'> & { onSkip?: () => void }): Promise<boolean> {
  return new Promise((resolve) => {
    const id = `save-work-${Math.random().toString(36).slice(2)}`;
    let settled = false;
    const done = (saved: boolean) => {
      if (settled) return;
      settled = true;
      resolve(saved);
      whenModalsReady((modals) => modals.close(id));
    };
    whenModalsReady((modals) =>
      modals.open({
        modalId: id,
        title: props.purpose === 'save' ? i18n.t('editor.saveAs.title') : i18n.t('autosave.saveWork.title'),
        centered: true,
        closeButtonProps: { 'aria-label': i18n.t('common.close') },
        onClose: () => {
          if (settled) return;
          settled = true;
          resolve(false);
        },
        children: (
          <SaveWorkForm
            purpose={props.purpose}
            onSave={props.onSave}
            onPricing={
              props.onPricing &&
              (() => {
                done(false);
                props.onPricing?.();
              })
            }
            onSaved={(name) => {
              props.onSaved?.(name);
              done(true);
            }}
            onSkip={() => {
              props.onSkip?.();
              done(false);
            }}
          />
        ),
      }),
    );
  });
}
