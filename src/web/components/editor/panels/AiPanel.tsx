import { Alert, Anchor, Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { MAX_PROMPT_CHARS } from '../../../../shared/api/generations';
import { aiStatusQuery } from '../../../api/ai';
import { useCredits } from '../../../api/credits';
import { useTranslation } from '../../../translation/useTranslation';
import { CreditsSummary, creditsLeftFor, GuestTrialSummary } from '../../ai/CreditsSummary';
import { GenerationProgress } from '../../ai/GenerationProgress';
import { GenerationResults, type ResultImage } from '../../ai/GenerationResults';
import { MAKE_STICKER_TITLE_KEY, MakeStickerPanel } from '../../ai/MakeStickerPanel';
import { generationErrorKey } from '../../ai/useGenerate';
import { promptProblem, useGenerationGallery } from '../../ai/useGenerationGallery';
import { useEditorContext } from '../EditorContext';
import { reportError } from '../errors';
import { PanelSection } from './PanelSection';

/**
 * AI art without leaving the editor: a prompt makes one image (the /image-gen page has every option),
 * and each result is added into the open design or made a sticker — background off, white border and
 * cut line, priced, Add to cart — by the same modules as /image-gen. Results are saved to the
 * person's materials by the server (a guest's kept in the browser).
 */
export function AiPanel({ onAdded }: { onAdded?: () => void }) {
  const { t } = useTranslation();
  const { editor, focusCanvas } = useEditorContext();
  const { guest, guestRemaining, results, generate, run } = useGenerationGallery();
  const credits = useCredits(!guest);
  const status = useQuery(aiStatusQuery);
  const [prompt, setPrompt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sticker, setSticker] = useState<ResultImage | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const left = guest ? guestRemaining : creditsLeftFor(credits.data, 'standard');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = promptProblem(prompt);
    setProblem(found ? t(found.key, found.values) : null);
    if (!found) run({ prompt, style: 'die-cut', size: '1024x1024', count: 1, model: 'standard' });
  };

  // Into the design open in this editor (decision 97), where the person is.
  const addToDesign = async (image: ResultImage) => {
    if (!editor) return;
    try {
      await editor.api.addImage(image.url, { name: image.prompt.slice(0, 60) });
      focusCanvas();
      onAdded?.();
    } catch (error) {
      reportError(t('editor.images.addFailed'), error);
    }
  };

  return (
    <PanelSection title={t('editor.tabs.ai')} description={t('editor.ai.body')}>
      <form onSubmit={submit} noValidate aria-label={t('imageGen.formLabel')} data-testid="editor-ai-form">
        <Stack gap="sm">
          <Textarea
            label={t('imageGen.prompt')}
            placeholder={t('imageGen.promptPlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={MAX_PROMPT_CHARS}
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            error={problem}
          />
          {guest ? (
            <GuestTrialSummary remaining={guestRemaining} />
          ) : (
            <CreditsSummary credits={credits.data} loading={credits.isLoading} failed={credits.isError} tier="standard" />
          )}
          {generate.isError && (
            <Alert color="red" data-testid="generation-error">
              {t(generationErrorKey(generate.error))}
            </Alert>
          )}
          <Button
            type="submit"
            leftSection={<IconSparkles size={16} aria-hidden />}
            loading={generate.isPending}
            disabled={left === 0}
            variant="gradient"
            gradient={{ from: 'brand.6', to: 'pink.7', deg: 135 }}
          >
            {t('imageGen.generate', { count: 1 })}
          </Button>
          <Text size="xs" c="dimmed">
            {guest ? t('imageGen.costGuest', { count: 1 }) : t('imageGen.cost', { count: 1 })}
          </Text>
        </Stack>
      </form>
      {generate.isPending && <GenerationProgress expectedSeconds={status.data?.isDemo ? 2 : 20} count={1} />}
      {(results.length > 0 || generate.isPending) && (
        <GenerationResults
          images={results}
          pendingCount={generate.isPending ? 1 : 0}
          guest={guest}
          onAddToDesign={(image) => void addToDesign(image)}
          onMakeSticker={setSticker}
          cols={1}
        />
      )}
      <Anchor component={Link} to="/image-gen" size="sm">
        {t('editor.ai.cta')} <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
      </Anchor>
      <Modal opened={sticker !== null} onClose={() => setSticker(null)} size="xl" fullScreen={phone} title={t(MAKE_STICKER_TITLE_KEY)}>
        {sticker && <MakeStickerPanel key={sticker.url} image={sticker} onClose={() => setSticker(null)} inDialog />}
      </Modal>
    </PanelSection>
  );
}
