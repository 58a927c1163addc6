import sharp from 'sharp';
import { demoStickerSvg } from './demo-art';
import { checkRequest } from './request-check';
import type { AiImagePort, AiProviderStatus, GeneratedImage, ImageGenerationRequest } from './types';
import { AiProviderError } from './types';

export const DEMO_MODEL = 'demo-sticker-art';

/**
 * The default AI provider: offline, needs nothing, and says it is a demo (status.isDemo, a DEMO mark on
 * every image). Draws sticker-like art from the prompt, so the whole generation flow works with no key.
 */
export class DemoImages implements AiImagePort {
  status(): AiProviderStatus {
    return { provider: 'demo', isDemo: true, configured: true, models: { standard: DEMO_MODEL, premium: DEMO_MODEL }, problems: [] };
  }

  async generate(request: ImageGenerationRequest): Promise<GeneratedImage[]> {
    checkRequest(request);
    if (request.signal?.aborted) throw new AiProviderError('timeout', 'The generation was cancelled.');
    const images: GeneratedImage[] = [];
    for (let index = 0; index < request.count; index++) {
      // From a Buffer, never a file path (DESIGN §7: a path let librsvg read a neighbouring file).
      const svg = Buffer.from(demoStickerSvg(request.prompt, index, request.width, request.height), 'utf8');
      const data = await sharp(svg).png({ compressionLevel: 6 }).toBuffer();
      images.push({ data, contentType: 'image/png' });
    }
    return images;
  }
}
