import { Anchor, Container } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdminOrdersList } from '../../components/admin-orders/AdminOrdersList';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

/** /admin/orders: every order, with filters (also the dashboard's Orders tab). */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to="/admin/dashboard" size="sm" mb="md" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={14} aria-hidden /> {t('adminOrders.dashboard')}
      </Anchor>
      <PageHeader title={t('adminOrders.title')} description={t('adminOrders.intro')} />
      <AdminOrdersList />
    </Container>
  );
}
