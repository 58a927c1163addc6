import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitizeUserHtml } from '../../../shared/community/sanitize';

/** The browser's own image-host rule: this origin (the server already kept only allowed hosts). */
const browserOptions = () => ({ imageHosts: { appOrigin: window.location.origin } });

/**
 * Shows user HTML (a post, an article) after sanitising it again in the browser with the same
 * allow-lists the server used when it was written: the stored HTML is never trusted as it is.
 */
export function UserHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeUserHtml(html, browserOptions()), [html]);
  return (
    <Typography className={className ?? 'user-html'}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the allow-lists (SPEC §5) */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
