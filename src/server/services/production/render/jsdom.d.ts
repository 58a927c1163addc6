/** The small part of jsdom 29's API the server renderer (and the tests' XML parsing) use (jsdom ships no types; @types/jsdom lags). */
declare module 'jsdom' {
  export interface JSDOMOptions {
    pretendToBeVisual?: boolean;
    /** `application/xml` parses XML (a malformed document throws). */
    contentType?: string;
    resources?: 'usable' | { interceptors?: unknown[] };
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
  export function requestInterceptor(fn: (request: Request, context: { element: Element | null }) => Response | undefined | Promise<Response | undefined>): unknown;
}
