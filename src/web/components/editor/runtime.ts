type Runtime = typeof import('./editorRuntime');

let runtime: Runtime | null = null;
let pending: Promise<Runtime> | null = null;
let lastFailure: unknown = null;

/** Browsers name the module whose download failed in the error ("Failed to fetch dynamically imported module: <url>"). */
const FAILED_MODULE_URL = /(https?:\/\/\S+?\.js)\b/;

function importRuntime(): Promise<Runtime> {
  const failedUrl = lastFailure instanceof Error ? FAILED_MODULE_URL.exec(lastFailure.message)?.[1] : undefined;
  // Chromium keeps a failed module import in its module map: importing the same URL again fails at
  // once, without a request. A retry therefore asks for the same file under a new URL.
  if (failedUrl && new URL(failedUrl).origin === window.location.origin) {
    return import(/* @vite-ignore */ `${failedUrl}?retry=${Date.now()}`) as Promise<Runtime>;
  }
  return import('./editorRuntime');
}

/** Loads the editor chunk once (the editor code and Fabric are never in the main bundle). */
export function loadEditorRuntime(): Promise<Runtime> {
  pending ??= importRuntime().then(
    (m) => {
      runtime = m;
      lastFailure = null;
      return m;
    },
    (error: unknown) => {
      // A failed download may work on retry.
      pending = null;
      lastFailure = error;
      throw error;
    },
  );
  return pending;
}

/** An editor error has a message written for people (e.g. a bad design file). */
export function isEditorError(error: unknown): error is Error {
  return !!runtime && error instanceof runtime.EditorError;
}
