import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { getDesign } from '../../api/designs';
import { readPreviewHandoff } from './previewHandoff';
import { takeBootDesignRead } from './previewReads';

export type DesignSource =
  | { status: 'loading' }
  /** No ?design= and no ?from=editor: nothing to show. */
  | { status: 'missing' }
  /** An i18n key. */
  | { status: 'error'; key: string }
  | { status: 'ready'; doc: unknown; name?: string };

/** The design to preview: a saved one (?design=<id>) or the editor's current one (?from=editor). */
export function useDesignSource(designId: string | null, fromEditor: boolean): DesignSource {
  const [source, setSource] = useState<DesignSource>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setSource({ status: 'loading' });
    const load = async (): Promise<DesignSource> => {
      if (designId) {
        // The read started at boot, when there is one; should it fail, one fresh read gives the answer.
        const early = takeBootDesignRead(designId);
        const design = early ? await early.catch(() => getDesign(designId, controller.signal)) : await getDesign(designId, controller.signal);
        return { status: 'ready', doc: design.json, name: design.name };
      }
      if (fromEditor) {
        const doc = await readPreviewHandoff();
        return doc ? { status: 'ready', doc } : { status: 'error', key: 'preview.errors.noHandoff' };
      }
      return { status: 'missing' };
    };
    load()
      .then((next) => {
        if (!controller.signal.aborted) setSource(next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const key =
          error instanceof ApiError && error.status === 404
            ? 'preview.errors.notFound'
            : error instanceof ApiError && error.status === 401
              ? 'preview.errors.signIn'
              : 'preview.errors.load';
        setSource({ status: 'error', key });
      });
    return () => controller.abort();
  }, [designId, fromEditor]);
  return source;
}
