import { isAllowedImageUrl } from '../../../shared/image-hosts';

/** SPEC §5: an image URL is shown only when it comes from this app's storage (or an allowed host); else nothing. */
export function allowedImage(url: string | null | undefined): string | undefined {
  if (!url || typeof window === 'undefined') return undefined;
  return isAllowedImageUrl(url, { appOrigin: window.location.origin }) ? url : undefined;
}
