import { Text } from '@mantine/core';
import type { ShippingAddress as Address } from '../../../shared/api/orders';

export function ShippingAddress({ address }: { address: Address }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} component="address" fs="normal">
      {[address.name, address.line1, address.line2, `${address.city}, ${address.region} ${address.postalCode}`, address.country, address.phone].filter(Boolean).join('\n')}
    </Text>
  );
}
