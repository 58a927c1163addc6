import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { STYLE_IDS, type StyleId } from '../../../shared/ai/styles';
import { useTranslation } from '../../translation/useTranslation';

/** The sticker style presets as radio cards (each adds its own prompt suffix and negative prompt). */
export function StylePicker({ value, onChange }: { value: StyleId; onChange: (style: StyleId) => void }) {
  const { t } = useTranslation();
  return (
    <Radio.Group value={value} onChange={(v) => onChange(v as StyleId)} label={t('imageGen.style')}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={6}>
        {STYLE_IDS.map((id) => (
          <Radio.Card key={id} value={id} radius="md" p="sm" className="ss-style-card" data-testid={`style-${id}`}>
            <Group wrap="nowrap" gap="xs" align="flex-start">
              <Radio.Indicator size="xs" mt={3} />
              <div>
                <Text size="sm" fw={600} lh={1.3}>
                  {t(`imageGen.styles.${id}.label`)}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {t(`imageGen.styles.${id}.hint`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
