import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierNamed, normaliseTrackingNumber, trackingNumberProblem, trackingUrl } from './tracking';

describe('tracking', () => {
  it('recognises each carrier in any case', () => {
    expect(carrierNamed('ups')).toBe('UPS');
    expect(carrierNamed(' canada post ')).toBe('Canada Post');
    expect(carrierNamed('canada_post')).toBe('Canada Post');
    expect(carrierNamed('DHL')).toBeNull();
  });

  it('validates numbers per carrier', () => {
    expect(trackingNumberProblem('UPS', '1Z999AA10123456784')).toBeNull();
    expect(trackingNumberProblem('UPS', '123456789012')).toContain('1Z');
    expect(trackingNumberProblem('Canada Post', '1234567890123456')).toBeNull();
    expect(trackingNumberProblem('Canada Post', 'RR123456789CA')).toBeNull();
    expect(trackingNumberProblem('Canada Post', '1Z999AA10123456784')).not.toBeNull();
    expect(trackingNumberProblem('FedEx', '123456789012')).toBeNull();
    expect(trackingNumberProblem('FedEx', '12345')).not.toBeNull();
    expect(trackingNumberProblem('Purolator', '329014521622')).toBeNull();
    expect(trackingNumberProblem('Purolator', 'ABC123456789')).toBeNull();
    expect(trackingNumberProblem('Purolator', 'AB12')).not.toBeNull();
    expect(normaliseTrackingNumber('1z 999-aa1 0123456784')).toBe('1Z999AA10123456784');
  });

  it('links each carrier’s tracking page, and nothing for an unknown carrier', () => {
    for (const carrier of CARRIERS) expect(trackingUrl(carrier, '123456789012')).toMatch(/^https:\/\/[^ ]+123456789012$/);
    expect(trackingUrl('UPS', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('Pony Express', '123')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });
});
