/** The first-paint part of a catalogue (src/build/i18n-first-paint.ts). */
declare module 'virtual:i18n-first-paint/*' {
  const texts: Record<string, unknown>;
  export default texts;
}

/** The sub-sections the first paint leaves out, alone (src/build/i18n-first-paint.ts). */
declare module 'virtual:i18n-after-first-paint/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
