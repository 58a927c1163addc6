import { Alert, Anchor, Button, Card, FileButton, Group, Image, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { QuoteArt } from '../../../../shared/api/custom-order-quotes';
import { FINISH_IDS, MATERIAL_IDS, PRODUCT_IDS, SHAPE_IDS, SHIPPING_METHODS, type StickerSpec, stickerLabelKey } from '../../../../shared/sticker';
import { backOfficeKeys } from '../../../api/adminQueries';
import { quoteKeys, sendQuote, uploadQuoteArt, useAdminQuote } from '../../../api/customOrderQuotes';
import { errorMessage } from '../../../api/errors';
import { useTranslation } from '../../../translation/useTranslation';
import { QuoteSummary } from '../../custom-order/QuoteSummary';
import { notify } from '../../notify';

const cents = (dollars: number | string) => Math.round(Number(dollars) * 100);

/**
 * The shop's quote for a request: the sticker in the shop's vocabulary, its price and shipping, and the art
 * its proof is drawn from (uploaded here, or a saved design of the customer's). Sending it (again) mails
 * the customer the quote's page; the current quote and the order it became are shown above the form.
 */
export function QuoteForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const current = useAdminQuote(requestId);
  const [spec, setSpec] = useState<Omit<StickerSpec, 'vinylColour'>>({ product: 'die-cut', widthIn: 3, heightIn: 3, shape: 'contour', material: 'white-vinyl', finish: 'gloss' });
  const [quantity, setQuantity] = useState<number | string>(50);
  const [price, setPrice] = useState<number | string>('');
  const [shipping, setShipping] = useState<number | string>(0);
  const [shippingMethod, setShippingMethod] = useState<(typeof SHIPPING_METHODS)[number]>('standard');
  const [language, setLanguage] = useState<'en' | 'zh'>('en');
  const [message, setMessage] = useState('');
  const [art, setArt] = useState<(QuoteArt & { url?: string }) | null>(null);
  const [designId, setDesignId] = useState('');
  const [busy, setBusy] = useState<'art' | 'quote' | null>(null);
  const set = <K extends keyof typeof spec>(key: K, value: (typeof spec)[K] | null) => value !== null && setSpec({ ...spec, [key]: value });
  const options = (ids: readonly string[], key: (id: never) => string) => ids.map((id) => ({ value: id, label: t(key(id as never)) }));
  const chosenArt: QuoteArt | null = art ? art : designId.trim() ? { designId: designId.trim() } : null;

  const upload = async (file: File) => {
    setBusy('art');
    try {
      const stored = await uploadQuoteArt(requestId, file);
      setArt({ uploadKey: stored.uploadKey, width: stored.width, height: stored.height, url: stored.url });
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  const send = async () => {
    if (!chosenArt) return;
    setBusy('quote');
    try {
      const artInput: QuoteArt = 'uploadKey' in chosenArt ? { uploadKey: chosenArt.uploadKey, width: chosenArt.width, height: chosenArt.height } : chosenArt;
      const quote = await sendQuote(requestId, {
        options: spec,
        quantity: Number(quantity),
        priceCents: cents(price),
        shippingMethod,
        shippingCents: cents(shipping),
        art: artInput,
        message: message.trim() || undefined,
        language,
      });
      qc.setQueryData(quoteKeys.admin(requestId), quote);
      void qc.invalidateQueries({ queryKey: backOfficeKeys.all });
      notify('success', t('adminQuote.sent', { revision: quote.revision }));
    } catch (error) {
      notify('error', errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg" mt="lg">
      {current.data && (
        <div data-testid="admin-current-quote">
          <Title order={2} fz="lg" mb="sm">
            {t('adminQuote.current', { revision: current.data.revision })}
          </Title>
          {current.data.orderId && (
            <Alert color="teal" mb="sm">
              <Anchor component={Link} to={`/admin/orders/${current.data.orderId}`} data-testid="admin-quote-order">
                {t('adminQuote.acceptedAs', { reference: current.data.orderId.slice(0, 8).toUpperCase() })}
              </Anchor>
            </Alert>
          )}
          <QuoteSummary quote={current.data} />
        </div>
      )}
      <Card withBorder data-testid="admin-quote-form">
        <Title order={2} fz="lg" mb="sm">
          {current.data ? t('adminQuote.change') : t('adminQuote.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('adminQuote.product')}
            value={spec.product}
            onChange={(v) => set('product', v as StickerSpec['product'])}
            data={options(PRODUCT_IDS, stickerLabelKey.product)}
            allowDeselect={false}
          />
          <Select
            label={t('adminQuote.material')}
            value={spec.material}
            onChange={(v) => set('material', v as StickerSpec['material'])}
            data={options(MATERIAL_IDS, stickerLabelKey.material)}
            allowDeselect={false}
          />
          <Select
            label={t('adminQuote.shape')}
            value={spec.shape}
            onChange={(v) => set('shape', v as StickerSpec['shape'])}
            data={options(SHAPE_IDS, stickerLabelKey.shape)}
            allowDeselect={false}
          />
          <Select
            label={t('adminQuote.finish')}
            value={spec.finish}
            onChange={(v) => set('finish', v as StickerSpec['finish'])}
            data={options(FINISH_IDS, stickerLabelKey.finish)}
            allowDeselect={false}
          />
          <NumberInput label={t('adminQuote.width')} min={1} max={24} decimalScale={2} value={spec.widthIn} onChange={(v) => set('widthIn', Number(v) || 1)} />
          <NumberInput label={t('adminQuote.height')} min={1} max={24} decimalScale={2} value={spec.heightIn} onChange={(v) => set('heightIn', Number(v) || 1)} />
          <NumberInput label={t('adminQuote.quantity')} min={1} max={100_000} allowDecimal={false} value={quantity} onChange={setQuantity} />
          <NumberInput label={t('adminQuote.price')} min={0.01} decimalScale={2} fixedDecimalScale value={price} onChange={setPrice} data-testid="admin-quote-price" />
          <Select
            label={t('adminQuote.shippingMethod')}
            value={shippingMethod}
            onChange={(v) => v && setShippingMethod(v as typeof shippingMethod)}
            data={SHIPPING_METHODS.map((m) => ({ value: m, label: t(stickerLabelKey.shipping(m)) }))}
            allowDeselect={false}
          />
          <NumberInput label={t('adminQuote.shipping')} min={0} decimalScale={2} fixedDecimalScale value={shipping} onChange={setShipping} />
          <Select
            label={t('adminQuote.language')}
            value={language}
            onChange={(v) => v && setLanguage(v as 'en' | 'zh')}
            data={[
              { value: 'en', label: t('adminOrders.holdLanguage.en') },
              { value: 'zh', label: t('adminOrders.holdLanguage.zh') },
            ]}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Textarea mt="sm" label={t('adminQuote.message')} autosize minRows={2} maxLength={2000} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
        <Text size="sm" fw={600} mt="md">
          {t('adminQuote.art')}
        </Text>
        <Group mt={6} align="flex-end">
          <FileButton accept="image/png,image/jpeg,image/webp,image/svg+xml" onChange={(file) => file && void upload(file)}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={busy === 'art'} data-testid="admin-quote-art">
                {art ? t('adminQuote.artAgain') : t('adminQuote.artUpload')}
              </Button>
            )}
          </FileButton>
          {art?.url && <Image src={art.url} alt={t('adminQuote.artAlt')} h={60} w="auto" fit="contain" radius="sm" />}
        </Group>
        {!art && (
          <TextInput mt="xs" label={t('adminQuote.designId')} description={t('adminQuote.designIdHint')} value={designId} onChange={(e) => setDesignId(e.currentTarget.value)} />
        )}
        <Button
          mt="md"
          disabled={!chosenArt || !(Number(price) > 0) || !(Number(quantity) >= 1)}
          loading={busy === 'quote'}
          onClick={() => void send()}
          data-testid="admin-quote-send"
        >
          {current.data ? t('adminQuote.sendChange') : t('adminQuote.send')}
        </Button>
      </Card>
    </Stack>
  );
}
