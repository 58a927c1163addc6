import { Alert, Button, Card, Container, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CustomOrderRequest, confirmCustomOrder } from '../../api/customOrders';
import { errorMessage } from '../../api/errors';
import { WhatHappensNext } from '../../components/custom-order/WhatHappensNext';
import { PageHeader } from '../../components/PageHeader';
import { useTranslation } from '../../translation/useTranslation';

/**
 * /custom-order/confirm?token=…: the link mailed to an unproven contact address. Confirming
 * takes a click, not just opening the page, so a mail scanner that fetches links confirms nothing.
 */
export function CustomOrderConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<CustomOrderRequest | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      setConfirmed(await confirmCustomOrder(token));
    } catch (err) {
      setError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="sm" py={{ base: 'xl', sm: 56 }}>
      <PageHeader title={t('customOrder.confirm.title')} />
      {confirmed ? (
        <WhatHappensNext request={confirmed} onAnother={() => navigate('/custom-order')} />
      ) : (
        <Card withBorder padding="xl">
          <Stack gap="md">
            <Text>{t('customOrder.confirm.intro')}</Text>
            {!token && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                {t('customOrder.confirm.missing')}
              </Alert>
            )}
            {error && (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                {error}
              </Alert>
            )}
            <div>
              {error || !token ? (
                <Button component={Link} to="/custom-order" variant="light">
                  {t('customOrder.confirm.backToForm')}
                </Button>
              ) : (
                <Button onClick={() => void confirm()} loading={busy} data-testid="custom-order-confirm">
                  {t('customOrder.confirm.button')}
                </Button>
              )}
            </div>
          </Stack>
        </Card>
      )}
    </Container>
  );
}
