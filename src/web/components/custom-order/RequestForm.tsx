import { Button, FileButton, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { customOrderRequestSchema } from '../../../shared/api/custom-orders';
import { numberLimits, stringLimits } from '../../../shared/api/field-limits';
import { useTranslation } from '../../translation/useTranslation';
import { CUSTOM_ORDER_SIZES } from './sizes';

const LIMITS = {
  name: stringLimits(customOrderRequestSchema.shape.name),
  contactEmail: stringLimits(customOrderRequestSchema.shape.contactEmail),
  description: stringLimits(customOrderRequestSchema.shape.description),
  /** A custom size is sent as the size. */
  size: stringLimits(customOrderRequestSchema.shape.size),
  quantity: numberLimits(customOrderRequestSchema.shape.quantity),
};

export interface RequestFormValues {
  name: string;
  contactEmail: string;
  description: string;
  size: string;
  customSize: string;
  quantity: number;
}

interface Props {
  form: UseFormReturnType<RequestFormValues>;
  signedIn: boolean;
  reference: { file: File | null; previewUrl: string | null; error: string | null };
  onReference: (file: File | null) => void;
}

/** Step 1: what the customer wants — description, size, quantity, an optional reference image. */
export function RequestForm({ form, signedIn, reference, onReference }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t('customOrder.name')} autoComplete="name" maxLength={LIMITS.name.max} required {...form.getInputProps('name')} />
        <TextInput label={t('customOrder.email')} type="email" autoComplete="email" maxLength={LIMITS.contactEmail.max} required {...form.getInputProps('contactEmail')} />
      </SimpleGrid>
      <Textarea
        label={t('customOrder.description')}
        description={t('customOrder.descriptionHint')}
        placeholder={t('customOrder.descriptionPlaceholder')}
        autosize
        minRows={4}
        maxLength={LIMITS.description.max}
        required
        {...form.getInputProps('description')}
      />
      <Group grow align="flex-start">
        <Select
          label={t('customOrder.size')}
          data={CUSTOM_ORDER_SIZES.map((value) => ({ value, label: value === 'custom' ? t('customOrder.customSize') : value }))}
          allowDeselect={false}
          {...form.getInputProps('size')}
        />
        <NumberInput label={t('customOrder.quantity')} min={LIMITS.quantity.min} max={LIMITS.quantity.max} step={10} thousandSeparator="," {...form.getInputProps('quantity')} />
      </Group>
      {form.values.size === 'custom' && (
        <TextInput
          label={t('customOrder.customSizeLabel')}
          placeholder={t('customOrder.customSizePlaceholder')}
          maxLength={LIMITS.size.max}
          {...form.getInputProps('customSize')}
        />
      )}
      <div>
        <Text size="sm" fw={500}>
          {t('customOrder.reference')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {signedIn ? t('customOrder.referenceHint') : t('customOrder.referenceSignIn')}
        </Text>
        {signedIn && (
          <Group gap="xs">
            <FileButton onChange={onReference} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button {...props} variant="light" size="xs" leftSection={<IconPaperclip size={14} aria-hidden />}>
                  {reference.file ? t('customOrder.replaceReference') : t('customOrder.addReference')}
                </Button>
              )}
            </FileButton>
            {reference.file && (
              <>
                {reference.previewUrl && <img src={reference.previewUrl} alt={t('customOrder.referenceAlt')} height={40} style={{ borderRadius: 4 }} />}
                <Text size="xs">{reference.file.name}</Text>
                <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onReference(null)} leftSection={<IconX size={12} aria-hidden />}>
                  {t('customOrder.removeReference')}
                </Button>
              </>
            )}
          </Group>
        )}
        {reference.error && (
          <Text size="xs" c="red.8" mt={4} role="alert">
            {reference.error}
          </Text>
        )}
      </div>
    </Stack>
  );
}
