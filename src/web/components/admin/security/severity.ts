/** Badge colours of the security severities (dark enough for white text). */
export const SEVERITY_COLOR: Record<string, string> = { low: 'gray.7', medium: '#9c4a00', high: '#a61e4d', critical: 'red.9' };
