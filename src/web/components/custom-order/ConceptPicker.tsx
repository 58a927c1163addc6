import { Alert, Badge, Button, Card, Checkbox, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconRefresh, IconSparkles } from '@tabler/icons-react';
import { MAX_CONCEPT_IMAGES } from '../../../shared/api/custom-orders';
import { DEMO_BADGE_COLOUR } from '../../theme';
import { useTranslation } from '../../translation/useTranslation';

interface Props {
  signedIn: boolean;
  concepts: string[];
  chosen: string[];
  isDemo: boolean;
  loading: boolean;
  error: string | null;
  onDraft: () => void;
  onToggle: (url: string) => void;
}

/** Step 2: AI drafts a few concepts from the description; the customer ticks the ones to send along. */
export function ConceptPicker({ signedIn, concepts, chosen, isDemo, loading, error, onDraft, onToggle }: Props) {
  const { t } = useTranslation();
  if (!signedIn) {
    return (
      <Alert color="brand" title={t('customOrder.concepts.signInTitle')}>
        {t('customOrder.concepts.signInBody')}
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('customOrder.concepts.intro')}
      </Text>
      <Group>
        <Button onClick={onDraft} loading={loading} leftSection={concepts.length ? <IconRefresh size={16} aria-hidden /> : <IconSparkles size={16} aria-hidden />}>
          {concepts.length ? t('customOrder.concepts.again') : t('customOrder.concepts.draft')}
        </Button>
        {isDemo && concepts.length > 0 && (
          <Badge color={DEMO_BADGE_COLOUR} variant="filled" data-testid="demo-badge">
            {t('imageGen.demoBadge')}
          </Badge>
        )}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="concepts">
        {loading && concepts.length === 0 && [0, 1, 2].map((i) => <Skeleton key={i} radius="md" style={{ aspectRatio: '1 / 1' }} />)}
        {concepts.map((url, i) => {
          const isChosen = chosen.includes(url);
          return (
            <Card key={url} padding={6} withBorder style={isChosen ? { borderColor: 'var(--mantine-color-brand-6)', borderWidth: 2 } : undefined}>
              <Card.Section className="ss-checker">
                <Image src={url} alt={t('customOrder.concepts.alt', { index: i + 1 })} style={{ aspectRatio: '1 / 1' }} fit="contain" />
              </Card.Section>
              <Checkbox
                mt={6}
                size="xs"
                label={t('customOrder.concepts.choose', { index: i + 1 })}
                checked={isChosen}
                disabled={!isChosen && chosen.length >= MAX_CONCEPT_IMAGES}
                onChange={() => onToggle(url)}
              />
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
