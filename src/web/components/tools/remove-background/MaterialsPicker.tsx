import { Alert, Button, EmptyState, Image, Modal, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { listMaterials, type Material } from '../../../api/materials';
import { useTranslation } from '../../../translation/useTranslation';
import { ACCEPTED_TYPES } from './limits';

/** The query key of the user's materials, shared with the editor's materials panel. */
export const MATERIALS_QUERY_KEY = ['materials'] as const;

/** A dialog listing the signed-in user's saved raster images; picking one hands it to the tool. */
export function MaterialsPicker({ opened, onClose, onPick }: { opened: boolean; onClose: () => void; onPick: (material: Material) => void }) {
  const { t } = useTranslation();
  const materials = useQuery({ queryKey: MATERIALS_QUERY_KEY, queryFn: () => listMaterials(), enabled: opened });
  const usable = materials.data?.filter((m) => (ACCEPTED_TYPES as readonly string[]).includes(m.contentType)) ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title={t('bgremoval.picker.materialsTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {materials.isPending && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" aria-busy>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h={120} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {materials.isError && (
        <Alert color="red" variant="light" title={t('bgremoval.picker.materialsFailed')}>
          <Button size="xs" variant="light" color="red" onClick={() => void materials.refetch()}>
            {t('bgremoval.picker.retry')}
          </Button>
        </Alert>
      )}
      {materials.isSuccess && usable.length === 0 && (
        <EmptyState icon={<IconPhotoOff size={22} aria-hidden />} withIndicatorBackground title={t('bgremoval.picker.materialsEmpty')} />
      )}
      {usable.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {usable.map((m) => (
            <UnstyledButton
              key={m.id}
              onClick={() => onPick(m)}
              aria-label={t('bgremoval.picker.useMaterial', { name: m.name })}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <Image src={m.url} alt="" h={120} fit="contain" loading="lazy" bg="gray.0" />
              <Text size="xs" truncate px={6} py={4}>
                {m.name}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Modal>
  );
}
