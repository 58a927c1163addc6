import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ShippingAddress } from '../../../shared/api/orders';
import { CANADIAN_PROVINCES, US_STATES } from '../../../shared/regions';
import { useTranslation } from '../../translation/useTranslation';

export type AddressErrors = Partial<Record<keyof ShippingAddress, string>>;

/** The shipping address (Canada or the US): province/territory or state from the list, the postal or ZIP code. */
export function AddressForm({ value, onChange, errors }: { value: ShippingAddress; onChange: (next: ShippingAddress) => void; errors: AddressErrors }) {
  const { t } = useTranslation();
  const set = <K extends keyof ShippingAddress>(key: K, v: ShippingAddress[K]) => onChange({ ...value, [key]: v });
  const regions = value.country === 'CA' ? CANADIAN_PROVINCES : US_STATES;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="address-form">
      <TextInput
        label={t('cart.address.name')}
        value={value.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={errors.name}
        required
        autoComplete="name"
        name="name"
      />
      <TextInput label={t('cart.address.phone')} value={value.phone ?? ''} onChange={(e) => set('phone', e.currentTarget.value || undefined)} autoComplete="tel" name="phone" />
      <TextInput
        label={t('cart.address.line1')}
        value={value.line1}
        onChange={(e) => set('line1', e.currentTarget.value)}
        error={errors.line1}
        required
        autoComplete="address-line1"
        name="line1"
      />
      <TextInput
        label={t('cart.address.line2')}
        value={value.line2 ?? ''}
        onChange={(e) => set('line2', e.currentTarget.value || undefined)}
        autoComplete="address-line2"
        name="line2"
      />
      <TextInput
        label={t('cart.address.city')}
        value={value.city}
        onChange={(e) => set('city', e.currentTarget.value)}
        error={errors.city}
        required
        autoComplete="address-level2"
        name="city"
      />
      <Select
        label={t('cart.address.country')}
        data={[
          { value: 'CA', label: t('cart.address.countries.CA') },
          { value: 'US', label: t('cart.address.countries.US') },
        ]}
        value={value.country}
        onChange={(v) => v && onChange({ ...value, country: v as ShippingAddress['country'], region: '' })}
        allowDeselect={false}
        data-testid="address-country"
      />
      <Select
        label={value.country === 'CA' ? t('cart.address.province') : t('cart.address.state')}
        data={regions.map((code) => ({ value: code, label: `${t(`regions.${value.country}.${code}`)} (${code})` }))}
        value={value.region || null}
        onChange={(v) => set('region', v ?? '')}
        error={errors.region}
        searchable
        required
        data-testid="address-region"
      />
      <TextInput
        label={value.country === 'CA' ? t('cart.address.postalCode') : t('cart.address.zip')}
        value={value.postalCode}
        onChange={(e) => set('postalCode', e.currentTarget.value)}
        error={errors.postalCode}
        required
        autoComplete="postal-code"
        name="postalCode"
      />
    </SimpleGrid>
  );
}
