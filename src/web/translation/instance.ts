import { Translator } from './translator';

/** The app's one translator; src/web/i18n.ts picks its language and loads its texts. */
export const translator = new Translator('en');
