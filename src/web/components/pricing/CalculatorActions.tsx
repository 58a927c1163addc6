import { Button, Group, Text } from '@mantine/core';
import { IconBooks, IconPalette, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { StickerOptions } from '../../../shared/sticker';
import { useTranslation } from '../../translation/useTranslation';
import { optionsToQuery } from './optionsQuery';

/** Products /upload-pricing takes an upload for (the page's own list). */
const UPLOADABLE = new Set<StickerOptions['product']>(['die-cut', 'kiss-cut']);

/**
 * Where a calculator ends: the ways to order what was just priced, each carrying the chosen options in
 * the address (optionsQuery.ts) — upload your art, design it in the editor, or pick a library sticker.
 */
export function CalculatorActions({ options }: { options: StickerOptions }) {
  const { t } = useTranslation();
  const query = optionsToQuery(options);
  const library = options.product === 'library-item';
  return (
    <Group gap="sm" mt="lg" data-testid="calculator-actions" wrap="wrap">
      <Text fw={600} w="100%">
        {t('stickerPrices.actions.title')}
      </Text>
      {library ? (
        <Button component={Link} to="/StickerLibrary" leftSection={<IconBooks size={16} aria-hidden />} data-testid="calculator-library">
          {t('stickerPrices.actions.library')}
        </Button>
      ) : (
        <>
          {UPLOADABLE.has(options.product) && (
            <Button component={Link} to={`/upload-pricing?${query}`} leftSection={<IconUpload size={16} aria-hidden />} data-testid="calculator-upload">
              {t('stickerPrices.actions.upload')}
            </Button>
          )}
          <Button
            component={Link}
            to={`/indexHome?${query}`}
            variant={UPLOADABLE.has(options.product) ? 'light' : 'filled'}
            leftSection={<IconPalette size={16} aria-hidden />}
            data-testid="calculator-design"
          >
            {t('stickerPrices.actions.design')}
          </Button>
        </>
      )}
    </Group>
  );
}
