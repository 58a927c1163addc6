import { materialEndpoints as materials } from '../../shared/api/endpoints/materials';
import type { Material, MaterialSource } from '../../shared/api/materials';
import { call } from './client';

export type { Material };

/** Uploads an image to the signed-in user's materials (SPEC §7 users/{uid}/materials). */
export async function uploadMaterial(file: File, options: { name?: string; source?: MaterialSource } = {}): Promise<Material> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (options.name) form.append('name', options.name);
  form.append('source', options.source ?? (file.name.startsWith('pasted-image-') ? 'paste' : 'upload'));
  return (await call(materials.upload, { body: form })).material;
}

export async function listMaterials(options: { limit?: number; before?: string } = {}): Promise<Material[]> {
  return (await call(materials.list, { query: { limit: options.limit || undefined, before: options.before } })).materials;
}

export async function deleteMaterial(id: string): Promise<void> {
  await call(materials.remove, { params: { id } });
}
