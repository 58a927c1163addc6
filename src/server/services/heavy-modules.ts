/**
 * The server's heavy libraries, imported on first use rather than when the server starts, so a restart
 * loads only what serving needs (`npm run bench -- startup`; jsdom alone took seconds to load on a busy
 * machine). These modules are reached only through these loaders: one static import of them anywhere on
 * the server brings the cost back to every start.
 */

/** DOMPurify on jsdom, for uploaded SVGs. */
export const loadSvgSanitizer = () => import('./uploads/sanitize-svg');

/** Markdown and DOMPurify on jsdom, for the HTML of posts, articles and newsletters. */
export const loadUserHtml = () => import('../../shared/community/render');

/** jsdom, the DOM of the server's Fabric and of its SVG parsing. */
export const loadJsdom = () => import('jsdom');

/** pdf-lib, for invoices. */
export const loadInvoicePdf = () => import('./invoices/invoice-pdf');

/** pdf-lib, for print files. */
export const loadPrintPdf = () => import('./production/print-pdf');
