import { Button, EmptyState, Paper } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('orders.title')} description={t('orders.intro')} />
      <Paper withBorder p={{ base: 'lg', sm: 48 }}>
        <EmptyState variant="light" icon={<IconPackage size={32} aria-hidden />} title={t('orders.emptyTitle')} description={t('orders.emptyText')}>
          <EmptyState.Actions>
            <Button component={Link} to="/StickerLibrary">
              {t('orders.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
