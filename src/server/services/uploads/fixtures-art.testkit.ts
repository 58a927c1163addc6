import { readFileSync } from 'node:fs';

/** A file from tests/fixtures/art: real files made by other hands (their sources and licences are in its README). */
export const artFixture = (name: string): Buffer => readFileSync(new URL(`../../../../tests/fixtures/art/${name}`, import.meta.url));
