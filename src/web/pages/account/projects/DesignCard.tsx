import { ActionIcon, AspectRatio, Box, Card, Group, Menu, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconDots, IconEdit, IconEye, IconPalette, IconPhoto, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DesignSummary } from '../../../api/designs';
import { formatDate } from '../../../i18n';
import { useTranslation } from '../../../translation/useTranslation';

export const editorLinkFor = (id: string) => `/indexHome?design=${encodeURIComponent(id)}`;

interface DesignCardProps {
  design: DesignSummary;
  onToggleFavorite: (design: DesignSummary) => void;
  onRename: (design: DesignSummary) => void;
  onDuplicate: (design: DesignSummary) => void;
  onDelete: (design: DesignSummary) => void;
  favoriteBusy?: boolean;
}

/** One saved design: its thumbnail (lazy; a placeholder without one) opens it in the editor; star, name, date, actions. */
export function DesignCard({ design, onToggleFavorite, onRename, onDuplicate, onDelete, favoriteBusy }: DesignCardProps) {
  const { t, i18n } = useTranslation();
  const { name } = design;
  const starLabel = design.isFavorite ? t('designs.unfavorite', { name }) : t('designs.favorite', { name });
  return (
    <Card padding="sm" data-testid="design-card" data-design-id={design.id}>
      <Card.Section pos="relative">
        <Box
          component={Link}
          to={editorLinkFor(design.id)}
          aria-label={t('designs.openNamed', { name })}
          bg={design.thumbnailURL ? 'white' : 'gray.0'}
          c="dimmed"
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            aspectRatio: '1 / 1',
            textDecoration: 'none',
            borderBottom: '1px solid var(--mantine-color-gray-2)',
          }}
        >
          {design.thumbnailURL ? (
            <img src={design.thumbnailURL} alt="" loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'contain', padding: 8 }} />
          ) : (
            <Stack gap={4} align="center">
              <IconPhoto size={32} stroke={1.4} aria-hidden />
              <Text size="xs">{t('designs.noPreview')}</Text>
            </Stack>
          )}
        </Box>
        <Tooltip label={starLabel} withArrow>
          <ActionIcon
            pos="absolute"
            top={8}
            right={8}
            radius="xl"
            size="lg"
            variant="default"
            color={design.isFavorite ? 'yellow' : 'gray'}
            aria-label={starLabel}
            aria-pressed={design.isFavorite}
            disabled={favoriteBusy}
            onClick={() => onToggleFavorite(design)}
            data-testid="favorite-toggle"
          >
            {design.isFavorite ? <IconStarFilled size={18} color="var(--mantine-color-yellow-7)" aria-hidden /> : <IconStar size={18} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Card.Section>
      <Group mt="sm" gap={4} wrap="nowrap" justify="space-between" align="center">
        <Text fw={600} size="sm" truncate="end" title={name} miw={0} data-testid="design-name">
          {name}
        </Text>
        <Menu position="bottom-end" withinPortal shadow="md" width={200}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('designs.actions', { name })} data-testid="design-menu">
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={editorLinkFor(design.id)} leftSection={<IconPalette size={16} aria-hidden />}>
              {t('designs.open')}
            </Menu.Item>
            <Menu.Item component={Link} to={`/preview?design=${encodeURIComponent(design.id)}`} leftSection={<IconEye size={16} aria-hidden />}>
              {t('preview.open')}
            </Menu.Item>
            <Menu.Item leftSection={<IconEdit size={16} aria-hidden />} onClick={() => onRename(design)}>
              {t('designs.rename')}
            </Menu.Item>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onDuplicate(design)}>
              {t('designs.duplicate')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red.9" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => onDelete(design)}>
              {t('designs.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Text size="xs" c="dimmed">
        {t('designs.updated', { date: formatDate(design.updatedAt, i18n.language) })}
      </Text>
      {!design.isFavorite && design.expiresAt && (
        <Text size="xs" c="dimmed">
          {t('designs.expires', { date: formatDate(design.expiresAt, i18n.language) })}
        </Text>
      )}
    </Card>
  );
}

/** A card-shaped placeholder while the list loads. */
export function DesignCardSkeleton() {
  return (
    <Card padding="sm" aria-hidden data-testid="design-skeleton">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Skeleton height={14} mt="sm" width="70%" />
      <Skeleton height={10} mt={8} mb={4} width="45%" />
    </Card>
  );
}
