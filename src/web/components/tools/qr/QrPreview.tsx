import { Center, Image, Stack, Text } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from '../../../translation/useTranslation';
import { checkerboard } from '../checkerboard';
import type { QrSvgState } from './useQrSvg';

/** The QR as it will come out, on a checkerboard so a transparent background shows as such. */
export function QrPreview({ state, maxSize = 320 }: { state: QrSvgState; maxSize?: number }) {
  const { t } = useTranslation();
  return (
    <Center p="md" mih={220} bd="1px solid var(--mantine-color-gray-3)" style={{ ...checkerboard, borderRadius: 'var(--mantine-radius-md)' }} data-testid="qr-preview">
      {state.src ? (
        <Image src={state.src} alt={t('qr.preview.alt')} w="100%" maw={maxSize} fit="contain" style={{ aspectRatio: '1' }} />
      ) : (
        <Stack align="center" gap={8} maw={280} bg="white" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <IconQrcode size={40} aria-hidden opacity={0.5} />
          <Text size="sm" c={state.error ? 'red.9' : 'dimmed'} ta="center" role={state.error ? 'alert' : undefined}>
            {state.error ? t(state.error) : t('qr.preview.empty')}
          </Text>
        </Stack>
      )}
    </Center>
  );
}
