import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { CREDIT_PACKS } from '../../../shared/plans';
import { type AccountInvoice, useAccountInvoices } from '../../api/payments';
import { formatDate } from '../../i18n';
import { useTranslation } from '../../translation/useTranslation';
import { formatCents, orderErrorMessage } from '../orders/format';

/** The billing page's invoices: every payment of the account (orders, plans, credit packs), each with its PDF. */
export function InvoiceList() {
  const { t, i18n } = useTranslation();
  const invoices = useAccountInvoices(true);
  const what = (invoice: AccountInvoice) => {
    if (invoice.kind === 'plan') return t('billing.invoiceKind.plan', { plan: t(`plans.${invoice.item}.name`) });
    if (invoice.kind === 'pack') return t('billing.invoiceKind.pack', { credits: CREDIT_PACKS.find((p) => p.id === invoice.item)?.credits ?? '' });
    return t('billing.invoiceKind.order');
  };
  return (
    <section aria-labelledby="invoices-title">
      <Title order={2} fz="lg" id="invoices-title">
        {t('billing.invoices')}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {t('billing.invoicesIntro')}
      </Text>
      {invoices.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {invoices.error && <Alert color="red">{orderErrorMessage(invoices.error, t)}</Alert>}
      {invoices.data?.length === 0 && <Text size="sm">{t('billing.invoicesEmpty')}</Text>}
      {!!invoices.data?.length && (
        <Paper withBorder>
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="invoice-list">
            {invoices.data.map((invoice, index) => (
              <Group
                key={`${invoice.kind}-${invoice.id}`}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                p="sm"
                style={index ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                data-testid="invoice-row"
                data-kind={invoice.kind}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {what(invoice)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {invoice.number} · {t('billing.invoicePaid', { date: formatDate(invoice.paidAt, i18n.language) })}
                  </Text>
                </Stack>
                <Group gap="sm" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {formatCents(invoice.totalCents, i18n.language)}
                  </Text>
                  <Anchor href={invoice.url} download size="sm" aria-label={t('billing.invoiceDownload', { number: invoice.number })}>
                    <Group gap={4} wrap="nowrap">
                      <IconFileInvoice size={16} aria-hidden />
                      PDF
                    </Group>
                  </Anchor>
                </Group>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </section>
  );
}
