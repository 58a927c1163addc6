import { Alert, Box, Button, Card, Container, Grid, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFlask, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StyleId } from '../../../shared/ai/styles';
import { GENERATION_SIZES, type GenerationSize, MAX_IMAGES_PER_GENERATION, MAX_PROMPT_CHARS } from '../../../shared/api/generations';
import type { AiModelTier } from '../../../shared/credits';
import { aiStatusQuery } from '../../api/ai';
import { useCredits } from '../../api/credits';
import { CreditsSummary, creditsLeftFor, GuestTrialSummary, largestGenerationFor } from '../../components/ai/CreditsSummary';
import { GenerationProgress } from '../../components/ai/GenerationProgress';
import { GenerationResults, type ResultImage } from '../../components/ai/GenerationResults';
import { MakeStickerPanel } from '../../components/ai/MakeStickerPanel';
import { StylePicker } from '../../components/ai/StylePicker';
import { generationErrorKey } from '../../components/ai/useGenerate';
import { promptProblem, useGenerationGallery } from '../../components/ai/useGenerationGallery';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/PageHeader';
import { editorPathForScreen, handOffToEditor } from '../../editor-handoff/handoff';
import { stashImageForTool } from '../../editor-handoff/toolImage';
import { useTranslation } from '../../translation/useTranslation';

interface FormValues {
  prompt: string;
  style: StyleId;
  size: GenerationSize;
  count: string;
  model: AiModelTier;
}

/** /image-gen: prompt, sticker style, size and count → a gallery of results to add to a design. */
export function ImageGenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { guest, guestRemaining, results, generate, run, guestKeeping } = useGenerationGallery();
  const credits = useCredits(!guest);
  const status = useQuery(aiStatusQuery);
  const [sticker, setSticker] = useState<ResultImage | null>(null);

  const form = useForm<FormValues>({
    initialValues: { prompt: '', style: 'die-cut', size: '1024x1024', count: '1', model: 'standard' },
    validate: {
      prompt: (value) => {
        const problem = promptProblem(value);
        return problem ? t(problem.key, problem.values) : null;
      },
    },
  });
  const count = Number(form.values.count);
  // A guest is offered only what the server says is left: 1 to 4, or 1 while it is being asked.
  const countChoices = guest ? Math.max(1, Math.min(MAX_IMAGES_PER_GENERATION, guestRemaining ?? 1)) : MAX_IMAGES_PER_GENERATION;
  const { setFieldValue } = form;
  useEffect(() => {
    if (count > countChoices) setFieldValue('count', String(countChoices));
  }, [count, countChoices, setFieldValue]);
  const left = guest ? guestRemaining : creditsLeftFor(credits.data, form.values.model);
  const largest = guest ? guestRemaining : largestGenerationFor(credits.data, form.values.model);
  const enough = largest === null || largest >= count;

  const submit = form.onSubmit((values) => run({ prompt: values.prompt, style: values.style, size: values.size, count: Number(values.count), model: values.model }));

  const addToDesign = async (image: ResultImage) => {
    try {
      await handOffToEditor([{ kind: 'image', src: image.url, name: image.prompt.slice(0, 60) }]);
      navigate(editorPathForScreen());
    } catch {
      notify('error', t('handoff.failed'));
    }
  };
  const removeBackground = (image: ResultImage) => navigate(`/tools/remove-background?src=${encodeURIComponent(stashImageForTool(image.url))}`);

  return (
    <Container size="xl" py={{ base: 'lg', sm: 40 }}>
      <PageHeader title={t('imageGen.title')} description={t('imageGen.intro')} />
      {status.data?.isDemo && (
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} aria-hidden />} title={t('imageGen.demo.title')} mb="lg" data-testid="demo-notice">
          {t('imageGen.demo.body')}
        </Alert>
      )}
      {status.data && !status.data.configured && (
        <Alert color="red" mb="lg">
          {t('imageGen.errors.notConfigured')}
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate aria-label={t('imageGen.formLabel')}>
            <Stack gap="md">
              <Textarea
                label={t('imageGen.prompt')}
                description={t('imageGen.promptHint')}
                placeholder={t('imageGen.promptPlaceholder')}
                autosize
                minRows={3}
                maxRows={8}
                maxLength={MAX_PROMPT_CHARS}
                {...form.getInputProps('prompt')}
              />
              <StylePicker value={form.values.style} onChange={(style) => form.setFieldValue('style', style)} />
              <div>
                <Text size="sm" fw={500} mb={4} id="gen-size-label">
                  {t('imageGen.size')}
                </Text>
                <SegmentedControl
                  fullWidth
                  aria-labelledby="gen-size-label"
                  data={GENERATION_SIZES.map((size) => ({ value: size, label: t(`imageGen.sizes.${size}`) }))}
                  {...form.getInputProps('size')}
                />
              </div>
              <Group grow align="flex-start">
                <div>
                  <Text size="sm" fw={500} mb={4} id="gen-count-label">
                    {t('imageGen.count')}
                  </Text>
                  <SegmentedControl
                    fullWidth
                    aria-labelledby="gen-count-label"
                    data={Array.from({ length: countChoices }, (_, i) => String(i + 1))}
                    {...form.getInputProps('count')}
                  />
                </div>
                {!guest && (
                  <div>
                    <Text size="sm" fw={500} mb={4} id="gen-model-label">
                      {t('imageGen.model')}
                    </Text>
                    <SegmentedControl
                      fullWidth
                      aria-labelledby="gen-model-label"
                      data={[
                        { value: 'standard', label: t('imageGen.models.standard') },
                        { value: 'premium', label: t('imageGen.models.premium') },
                      ]}
                      {...form.getInputProps('model')}
                    />
                  </div>
                )}
              </Group>
              {guest ? (
                <GuestTrialSummary remaining={guestRemaining} />
              ) : (
                <CreditsSummary credits={credits.data} loading={credits.isLoading} failed={credits.isError} tier={form.values.model} />
              )}
              {!enough && largest !== null && largest > 0 && (
                <Text size="sm" c="orange.9">
                  {t('imageGen.notEnough', { count, left: largest })}
                </Text>
              )}
              {generate.isError && (
                <Alert color="red" data-testid="generation-error">
                  {t(generationErrorKey(generate.error))}
                </Alert>
              )}
              <Button type="submit" size="md" leftSection={<IconSparkles size={18} aria-hidden />} loading={generate.isPending} disabled={!enough || left === 0}>
                {t('imageGen.generate', { count })}
              </Button>
              <Text size="xs" c="dimmed">
                {guest ? t('imageGen.costGuest', { count }) : t('imageGen.cost', { count })}
              </Text>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={2} fz="xl">
              {t('imageGen.results')}
            </Title>
            {generate.isPending && <GenerationProgress expectedSeconds={status.data?.isDemo ? 2 : 20} count={count} />}
            <GenerationResults
              images={results}
              pendingCount={generate.isPending ? count : 0}
              guest={guest}
              onAddToDesign={(image) => void addToDesign(image)}
              onRemoveBackground={removeBackground}
              onMakeSticker={setSticker}
            />
            {results.length > 0 && (!guest || guestKeeping === 'kept') && (
              // A guest's results are said to be kept only once the browser has stored them.
              <Text size="xs" c="dimmed" data-testid="results-kept">
                {guest ? t('credits.guest.keptHint') : t('imageGen.savedToMaterials')}
              </Text>
            )}
            {guest && guestKeeping === 'failed' && (
              <Alert color="orange" variant="light" data-testid="results-not-kept">
                <Text size="sm">{t('credits.guest.notKept')}</Text>
              </Alert>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {sticker && (
        <Box mt="xl">
          <MakeStickerPanel key={sticker.url} image={sticker} onClose={() => setSticker(null)} />
        </Box>
      )}
    </Container>
  );
}
