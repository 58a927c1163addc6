import type { Material, MaterialSource } from '../../shared/api/materials';
import { api } from './client';

export type { Material };

/** Uploads an image to the signed-in user's materials (SPEC §7 users/{uid}/materials). */
export async function uploadMaterial(file: File, options: { name?: string; source?: MaterialSource } = {}): Promise<Material> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (options.name) form.append('name', options.name);
  form.append('source', options.source ?? (file.name.startsWith('pasted-image-') ? 'paste' : 'upload'));
  return (await api<{ material: Material }>('/materials', { method: 'POST', body: form })).material;
}

export async function listMaterials(options: { limit?: number; before?: string } = {}): Promise<Material[]> {
  const query = new URLSearchParams();
  if (options.limit) query.set('limit', String(options.limit));
  if (options.before) query.set('before', options.before);
  const qs = query.toString();
  return (await api<{ materials: Material[] }>(`/materials${qs ? `?${qs}` : ''}`)).materials;
}

export async function deleteMaterial(id: string): Promise<void> {
  await api<null>(`/materials/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
