import { Button, Card, Loader, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { type ShopSettingsInput, saveShopSettings, shopKeys, useAdminShopSettings } from '../../api/shop';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

type Form = { productionDays: number; standard: number; express: number; gstHstNumber: string; qstNumber: string };

/** /admin/shop-settings: the delivery times behind "arrives by" and the tax registration numbers on invoices. */
export function AdminShopSettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminShopSettings();
  const qc = useQueryClient();
  const [form, setForm] = useState<Form | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const s = settings.data;
    if (s && !form)
      setForm({
        productionDays: s.productionDays,
        standard: s.transitDays.standard,
        express: s.transitDays.express,
        gstHstNumber: s.gstHstNumber ?? '',
        qstNumber: s.qstNumber ?? '',
      });
  }, [settings.data, form]);

  if (!form) return <Loader size="sm" aria-label={t('common.loading')} />;
  const set = (change: Partial<Form>) => setForm({ ...form, ...change });
  const days = (value: number | string) => (typeof value === 'number' ? value : Number.parseInt(value, 10) || 0);

  const save = async () => {
    setBusy(true);
    try {
      const body: ShopSettingsInput = {
        productionDays: form.productionDays,
        transitDays: { standard: form.standard, express: form.express },
        gstHstNumber: form.gstHstNumber,
        qstNumber: form.qstNumber,
      };
      const saved = await saveShopSettings(body);
      qc.setQueryData(shopKeys.adminSettings, saved);
      void qc.invalidateQueries({ queryKey: shopKeys.deliveryTimes });
      notify('success', t('afterPay.settingsSaved'));
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={t('afterPay.settingsTitle')} description={t('afterPay.settingsIntro')} />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label={t('afterPay.productionDays')} min={0} max={60} value={form.productionDays} onChange={(v) => set({ productionDays: days(v) })} />
          <NumberInput label={t('afterPay.standardDays')} min={0} max={60} value={form.standard} onChange={(v) => set({ standard: days(v) })} />
          <NumberInput label={t('afterPay.expressDays')} min={0} max={60} value={form.express} onChange={(v) => set({ express: days(v) })} />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('afterPay.gstHstNumber')}
            description={t('afterPay.gstHstHint')}
            value={form.gstHstNumber}
            onChange={(e) => set({ gstHstNumber: e.currentTarget.value })}
          />
          <TextInput label={t('afterPay.qstNumber')} description={t('afterPay.qstHint')} value={form.qstNumber} onChange={(e) => set({ qstNumber: e.currentTarget.value })} />
        </SimpleGrid>
      </Card>
      <Button w="fit-content" loading={busy} onClick={() => void save()} data-testid="save-shop-settings">
        {t('common.save')}
      </Button>
    </Stack>
  );
}
