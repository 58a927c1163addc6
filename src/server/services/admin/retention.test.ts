import { describe, expect, it } from 'vitest';
import { parseRetentionSettings } from './retention';

describe('parseRetentionSettings', () => {
  it('defaults to a year of audit entries and 90 days of webhook deliveries', () => {
    expect(parseRetentionSettings({})).toEqual({ auditDays: 365, webhookDeliveryDays: 90 });
  });

  it('reads whole days, 0 meaning keep for good', () => {
    expect(parseRetentionSettings({ ADMIN_AUDIT_RETENTION_DAYS: '0', SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS: ' 30 ' })).toEqual({ auditDays: 0, webhookDeliveryDays: 30 });
  });

  it('refuses anything else with a message naming the setting', () => {
    expect(() => parseRetentionSettings({ ADMIN_AUDIT_RETENTION_DAYS: '-1' })).toThrow(/ADMIN_AUDIT_RETENTION_DAYS must be a whole number of days/);
    expect(() => parseRetentionSettings({ SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS: 'ninety' })).toThrow(/SECURITY_WEBHOOK_DELIVERY_RETENTION_DAYS/);
  });
});
