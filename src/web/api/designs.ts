import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CreateDesignInput,
  DESIGN_ERROR_CODES,
  type DesignListResponse,
  type DesignSummary,
  type DesignWithJson,
  type DuplicateDesignInput,
  type RevisionConflictDetails,
  revisionConflictDetailsSchema,
  type SaveDesignInput,
  savedDesignLimitDetailsSchema,
  type selfContainedResponseSchema,
  type UpdateDesignInput,
} from '../../shared/api/designs';
import { designEndpoints } from '../../shared/api/endpoints/designs';
import { track } from '../analytics';
import { forgetEditingDesign } from '../persistence/editingDesign';
import { ApiError, call } from './client';
import { patchDesignInPages, removeDesignFromPages } from './designPaging';

/** Typed calls of /api/designs… (SPEC §3 Template/design) and the list's TanStack Query hooks. */

export type { DesignListResponse, DesignSummary, DesignWithJson };
export type SelfContainedResponse = z.infer<typeof selfContainedResponseSchema>;

export interface DesignListFilters {
  search?: string;
  favorite?: boolean;
}

export const DESIGN_PAGE_SIZE = 24;

const designs = designEndpoints;

export async function listDesigns(filters: DesignListFilters & { cursor?: string; limit?: number }, signal?: AbortSignal): Promise<DesignListResponse> {
  const query = {
    search: filters.search?.trim() || undefined,
    favorite: filters.favorite === undefined ? undefined : (String(filters.favorite) as 'true' | 'false'),
    limit: filters.limit ?? DESIGN_PAGE_SIZE,
    cursor: filters.cursor,
  };
  return call(designs.list, { query }, { signal });
}

export async function getDesign(id: string, signal?: AbortSignal): Promise<DesignWithJson> {
  return (await call(designs.get, { params: { id } }, { signal })).design;
}

export async function createDesign(input: CreateDesignInput): Promise<DesignSummary> {
  const design = (await call(designs.create, { body: input })).design;
  track('design_saved');
  return design;
}

/** Saves a new revision; 409 revision_conflict when the stored revision is not `baseRevision`. */
export async function saveDesign(id: string, input: SaveDesignInput): Promise<DesignSummary> {
  const design = (await call(designs.save, { params: { id }, body: input })).design;
  track('design_saved');
  return design;
}

/** Rename and/or favourite (neither changes the revision). */
export async function updateDesign(id: string, input: UpdateDesignInput): Promise<DesignSummary> {
  return (await call(designs.update, { params: { id }, body: input })).design;
}

export async function duplicateDesign(id: string, input: DuplicateDesignInput = {}): Promise<DesignSummary> {
  return (await call(designs.duplicate, { params: { id }, body: input })).design;
}

export async function deleteDesign(id: string): Promise<void> {
  await call(designs.remove, { params: { id } });
  // A deleted design is no longer the one the editor comes back to.
  forgetEditingDesign(id);
}

export async function makeDesignSelfContained(id: string, baseRevision?: number): Promise<SelfContainedResponse> {
  return call(designs.selfContained, { params: { id }, body: baseRevision === undefined ? {} : { baseRevision } });
}

// ---- errors ----

export function isRevisionConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === DESIGN_ERROR_CODES.revisionConflict;
}

export function conflictDetails(error: unknown): RevisionConflictDetails | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = revisionConflictDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** The plan's limit when the error is 403 saved_design_limit (SPEC §5), else null. */
export function savedDesignLimitOf(error: unknown): { limit: number; used: number } | null {
  if (!(error instanceof ApiError) || error.code !== DESIGN_ERROR_CODES.savedDesignLimit) return null;
  const parsed = savedDesignLimitDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : { limit: 0, used: 0 };
}

// ---- queries ----

export const designKeys = {
  all: ['designs'] as const,
  lists: ['designs', 'list'] as const,
  list: (filters: DesignListFilters) => ['designs', 'list', { search: filters.search?.trim() ?? '', favorite: filters.favorite ?? null }] as const,
  detail: (id: string) => ['designs', 'detail', id] as const,
};

type Pages = InfiniteData<DesignListResponse, string | undefined>;

/** The user's designs, newest first, one page of 24 at a time (cursor paging). */
export function useDesignList(filters: DesignListFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: designKeys.list(filters),
    queryFn: ({ pageParam, signal }) => listDesigns({ ...filters, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While the search changes, the previous result stays on screen instead of skeletons.
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useInvalidateLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: designKeys.lists });
}

export function useRenameDesign() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => updateDesign(id, { name }),
    onSettled: invalidate,
  });
}

/** Stars or unstars a design at once in every cached list; rolled back when the server refuses (e.g. the plan's limit). */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, isFavorite }: { id: string; isFavorite: boolean }) => updateDesign(id, { isFavorite }),
    onMutate: async ({ id, isFavorite }) => {
      await queryClient.cancelQueries({ queryKey: designKeys.lists });
      const before = queryClient.getQueriesData<Pages>({ queryKey: designKeys.lists });
      queryClient.setQueriesData<Pages>({ queryKey: designKeys.lists }, (data) => (data ? { ...data, pages: patchDesignInPages(data.pages, id, { isFavorite }) } : data));
      return { before };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: invalidate,
  });
}

export function useDuplicateDesign() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name?: string }) => duplicateDesign(id, name ? { name } : {}),
    onSettled: invalidate,
  });
}

export function useDeleteDesign() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: string) => deleteDesign(id),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<Pages>({ queryKey: designKeys.lists }, (data) => (data ? { ...data, pages: removeDesignFromPages(data.pages, id) } : data));
      queryClient.removeQueries({ queryKey: designKeys.detail(id) });
    },
    onSettled: invalidate,
  });
}
