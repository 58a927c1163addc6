import { Button, Card, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../translation/useTranslation';
import { PanelSection } from './PanelSection';

/** AI artwork is made on its own page; what it makes is saved to the person's materials. */
export function AiPanel() {
  const { t } = useTranslation();
  return (
    <PanelSection title={t('editor.tabs.ai')}>
      <Card padding="md" className="ss-ai-card">
        <ThemeIcon size={40} radius="xl" variant="gradient" gradient={{ from: 'brand.6', to: 'pink.6', deg: 135 }} aria-hidden mb="sm">
          <IconSparkles size={22} />
        </ThemeIcon>
        <Text fw={700}>{t('editor.ai.title')}</Text>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          {t('editor.ai.body')}
        </Text>
        <Button component={Link} to="/image-gen" rightSection={<IconArrowRight size={16} aria-hidden />} variant="gradient" gradient={{ from: 'brand.6', to: 'pink.7', deg: 135 }}>
          {t('editor.ai.cta')}
        </Button>
      </Card>
    </PanelSection>
  );
}
