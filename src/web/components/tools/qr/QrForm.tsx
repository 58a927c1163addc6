import { ColorInput, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { QR_LEVELS, QR_LIMITS, QR_TRANSPARENT, type QrLevel, type QrOptions, validateQrOptions } from '../../../../shared/qr';
import { useTranslation } from '../../../translation/useTranslation';

const SWATCHES = ['#000000', '#1f2937', '#ffffff', '#5f2fd6', '#1c7ed6', '#2f9e44', '#e03131', '#f59f00'];

interface QrFormProps {
  value: QrOptions;
  onChange: (next: QrOptions) => void;
  /** A problem found while drawing the code (e.g. too much text for the level): an i18n key. */
  renderError?: string | null;
  /** Focus the text field when shown (the editor's dialog on wide screens; on phones it would pop up the keyboard). */
  autoFocus?: boolean;
}

/**
 * The QR code's options, used by /tools/qr-code and by the editor's "Edit QR code" dialog. Controlled:
 * every change goes to `onChange`; what is wrong is shown under its field (messages are i18n keys).
 */
export function QrForm({ value, onChange, renderError, autoFocus }: QrFormProps) {
  const { t } = useTranslation();
  // The background colour to go back to when "transparent" is switched off again.
  const lastLight = useRef(value.light === QR_TRANSPARENT ? '#ffffff' : value.light);
  const checked = validateQrOptions(value);
  const errors = checked.ok ? {} : checked.errors;
  const set = (patch: Partial<QrOptions>) => onChange({ ...value, ...patch });
  const message = (key: string | null | undefined) => (key ? t(key, { max: QR_LIMITS.textMax }) : undefined);
  const transparent = value.light === QR_TRANSPARENT;

  return (
    <Stack gap="md">
      <Textarea
        label={t('qr.form.text')}
        description={t('qr.form.textHint', { count: value.text.length, max: QR_LIMITS.textMax })}
        placeholder="https://"
        value={value.text}
        onChange={(e) => set({ text: e.currentTarget.value })}
        error={message(errors.text ?? renderError)}
        autosize
        minRows={2}
        maxRows={6}
        data-autofocus={autoFocus || undefined}
        data-testid="qr-text"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t('qr.form.size')}
          description={t('qr.form.sizeHint')}
          suffix=" px"
          min={QR_LIMITS.sizeMin}
          max={QR_LIMITS.sizeMax}
          step={64}
          allowDecimal={false}
          allowNegative={false}
          value={value.size}
          onChange={(v) => typeof v === 'number' && set({ size: v })}
          error={message(errors.size)}
          data-testid="qr-size"
        />
        <NumberInput
          label={t('qr.form.margin')}
          description={t('qr.form.marginHint')}
          min={QR_LIMITS.marginMin}
          max={QR_LIMITS.marginMax}
          allowDecimal={false}
          allowNegative={false}
          value={value.margin}
          onChange={(v) => typeof v === 'number' && set({ margin: v })}
          error={message(errors.margin)}
          data-testid="qr-margin"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <ColorInput
          label={t('qr.form.dark')}
          format="hex"
          swatches={SWATCHES}
          eyeDropperButtonProps={{ 'aria-label': t('qr.form.eyeDropper') }}
          value={value.dark}
          onChange={(dark) => set({ dark })}
          error={message(errors.dark)}
          data-testid="qr-dark"
        />
        <Stack gap={6}>
          <ColorInput
            label={t('qr.form.light')}
            format="hex"
            swatches={SWATCHES}
            eyeDropperButtonProps={{ 'aria-label': t('qr.form.eyeDropper') }}
            value={transparent ? '' : value.light}
            placeholder={transparent ? t('qr.form.transparentShort') : undefined}
            disabled={transparent}
            onChange={(light) => {
              lastLight.current = light;
              set({ light });
            }}
            error={message(errors.light)}
            data-testid="qr-light"
          />
          <Group>
            <Switch
              size="sm"
              label={t('qr.form.transparent')}
              checked={transparent}
              onChange={(e) => set({ light: e.currentTarget.checked ? QR_TRANSPARENT : lastLight.current })}
              data-testid="qr-transparent"
            />
          </Group>
        </Stack>
      </SimpleGrid>
      <Select
        label={t('qr.form.level')}
        description={t('qr.form.levelHint')}
        data={QR_LEVELS.map((level) => ({ value: level, label: t(`qr.levels.${level}`) }))}
        value={value.errorCorrectionLevel}
        onChange={(level) => level && set({ errorCorrectionLevel: level as QrLevel })}
        allowDeselect={false}
        error={message(errors.errorCorrectionLevel)}
        data-testid="qr-level"
      />
    </Stack>
  );
}
