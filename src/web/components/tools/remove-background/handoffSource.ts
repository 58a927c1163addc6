import { readFileAsDataUrl } from '../../../../editor/light';
import { uploadMaterial } from '../../../api/materials';

/**
 * What the editor should load for the result: for a signed-in user the result is saved to their
 * materials first and its URL is handed over (the design then refers to a stored file, not a large
 * inline image); a guest, or a failed upload, hands over the PNG as a data URL.
 */
export async function handoffSource(png: Blob, fileName: string, signedIn: boolean): Promise<{ src: string; uploadFailed: boolean }> {
  if (signedIn) {
    try {
      const material = await uploadMaterial(new File([png], fileName, { type: 'image/png' }), { name: fileName, source: 'upload' });
      return { src: material.url, uploadFailed: false };
    } catch {
      return { src: await readFileAsDataUrl(png), uploadFailed: true };
    }
  }
  return { src: await readFileAsDataUrl(png), uploadFailed: false };
}
