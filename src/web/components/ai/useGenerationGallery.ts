import { useEffect, useState } from 'react';
import { MAX_PROMPT_CHARS } from '../../../shared/api/generations';
import { checkGuestUsage } from '../../ai/guestTrial';
import { useSession } from '../../api/session';
import type { ResultImage } from './GenerationResults';
import { type GenerateInput, useGenerate } from './useGenerate';
import { useGuestKeeping } from './useGuestKeeping';

/** Why a prompt cannot be sent (a translation key and its values), or null when it can. */
export function promptProblem(prompt: string): { key: string; values?: Record<string, number> } | null {
  if (prompt.trim().length < 3) return { key: 'imageGen.promptTooShort' };
  if (prompt.length > MAX_PROMPT_CHARS) return { key: 'imageGen.promptTooLong', values: { max: MAX_PROMPT_CHARS } };
  return null;
}

/**
 * Generating and the results of this visit, shared by /image-gen and the editor's AI panel: a guest's
 * trial count as the server tells it, the results newest first (each with the prompt that made it),
 * and a guest's images kept in the browser until the guest has an account (`guestKeeping` says how that went).
 */
export function useGenerationGallery() {
  const guest = useSession() === null;
  const [guestRemaining, setGuestRemaining] = useState<number | null>(null);
  const [results, setResults] = useState<ResultImage[]>([]);
  const generate = useGenerate({ guest, onGuestRemaining: setGuestRemaining });
  const { keeping, keep } = useGuestKeeping();

  useEffect(() => {
    if (guest) void checkGuestUsage().then((answer) => setGuestRemaining(answer.remaining));
  }, [guest]);

  const run = (input: GenerateInput) => {
    const prompt = input.prompt.trim();
    generate.mutate(
      { ...input, prompt, model: guest ? 'standard' : input.model },
      {
        onSuccess: (answer) => {
          const made = answer.images.map((image, i) => ({ ...image, id: `${answer.generationId}-${i}`, prompt, isDemo: answer.isDemo }));
          setResults((previous) => [...made, ...previous]);
          if (guest) keep(made);
        },
      },
    );
  };

  return { guest, guestRemaining, results, generate, run, guestKeeping: keeping };
}
