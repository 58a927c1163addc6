import { Badge, Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { CatalogItem } from '../../api/catalog';
import { useTranslation } from '../../translation/useTranslation';
import { useSizeUnit } from '../units/useSizeUnit';

/** One library sticker or template: its server-rendered thumbnail (lazy), name, category, size, the caller's price line and actions. */
export function CatalogCard({ item, actions, onOpen, price }: { item: CatalogItem; actions: ReactNode; onOpen?: () => void; price?: ReactNode }) {
  const { t } = useTranslation();
  const { sizeText } = useSizeUnit();
  return (
    <Card padding="sm" data-testid="catalog-card" data-item-id={item.id} opacity={item.status === 'retired' ? 0.6 : 1}>
      <Card.Section>
        <Box
          component={onOpen ? 'button' : 'div'}
          onClick={onOpen}
          aria-label={onOpen ? t('library.gallery.open', { name: item.name }) : undefined}
          bg="gray.0"
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            aspectRatio: '1 / 1',
            width: '100%',
            border: 'none',
            borderBottom: '1px solid var(--mantine-color-gray-2)',
            cursor: onOpen ? 'pointer' : 'default',
            backgroundImage:
              'linear-gradient(45deg, #f1f3f5 25%, transparent 25%, transparent 75%, #f1f3f5 75%), linear-gradient(45deg, #f1f3f5 25%, transparent 25%, transparent 75%, #f1f3f5 75%)',
            backgroundSize: '16px 16px',
            backgroundPosition: '0 0, 8px 8px',
          }}
        >
          {item.thumbnailUrl ? (
            <img src={item.thumbnailUrl} alt={item.name} loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'contain', padding: 12 }} />
          ) : (
            <Stack gap={4} align="center" c="dimmed">
              <IconPhoto size={32} stroke={1.4} aria-hidden />
              <Text size="xs">{t('library.gallery.rendering')}</Text>
            </Stack>
          )}
        </Box>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text fw={700} size="sm" lineClamp={1} title={item.name}>
          {item.name}
        </Text>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {t(`library.categories.${item.category}`)}
          </Badge>
          <Badge variant="outline" color="gray" size="sm">
            {sizeText(item.widthIn, item.heightIn)}
          </Badge>
          {item.status === 'retired' && (
            <Badge color="red" variant="light" size="sm">
              {t('library.manage.retired')}
            </Badge>
          )}
        </Group>
        {price}
        {actions}
      </Stack>
    </Card>
  );
}

export function CatalogCardSkeleton() {
  return (
    <Card padding="sm">
      <Card.Section>
        <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
      </Card.Section>
      <Skeleton height={14} mt="sm" width="70%" />
      <Skeleton height={12} mt={8} width="40%" />
      <Skeleton height={30} mt={10} />
    </Card>
  );
}
