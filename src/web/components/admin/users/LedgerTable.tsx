import { Card, Table, Text, Title } from '@mantine/core';
import type { AdminUserDetail } from '../../../../shared/api/admin.responses';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';

/** The user's newest 50 credit-ledger rows: every debit, refund, grant, reset and adjustment with its reason. */
export function LedgerTable({ ledger }: { ledger: AdminUserDetail['ledger'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        {t('adminPages.users.ledger')}
      </Title>
      {ledger.length === 0 ? (
        <Text c="dimmed">{t('adminPages.users.ledgerEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" fz="sm" data-testid="ledger-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminPages.columns.date')}</Table.Th>
                <Table.Th>{t('adminPages.users.kind')}</Table.Th>
                <Table.Th>{t('adminPages.users.balance')}</Table.Th>
                <Table.Th ta="right">{t('adminPages.users.amount')}</Table.Th>
                <Table.Th>{t('adminPages.users.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ledger.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt, i18n.language, true)}</Table.Td>
                  <Table.Td>{t(`adminPages.users.kinds.${row.kind}`)}</Table.Td>
                  <Table.Td>{t(`adminPages.users.balances.${row.balance}`)}</Table.Td>
                  <Table.Td ta="right" c={row.amount < 0 ? 'red.9' : 'teal.9'} fw={600}>
                    {row.amount > 0 ? `+${row.amount}` : row.amount}
                  </Table.Td>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{row.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
