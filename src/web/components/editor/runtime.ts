type Runtime = typeof import('./editorRuntime');

let runtime: Runtime | null = null;
let pending: Promise<Runtime> | null = null;

/** Loads the editor chunk once (the editor code and Fabric are never in the main bundle). */
export function loadEditorRuntime(): Promise<Runtime> {
  pending ??= import('./editorRuntime').then(
    (m) => {
      runtime = m;
      return m;
    },
    (error: unknown) => {
      // A failed download may work on retry.
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** An editor error has a message written for people (e.g. a bad design file). */
export function isEditorError(error: unknown): error is Error {
  return !!runtime && error instanceof runtime.EditorError;
}
