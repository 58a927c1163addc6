import { expect, test } from '@playwright/test';
import { photoOutlineJourney } from './editor-photo-outline-helpers';

// Decision 66 at 1280 px: a photo's red border through black-and-white, a circle mask and the SVG download.
test('a red-bordered photo stays red-bordered in black and white, in a circle, and in the SVG', async ({ page }, testInfo) => {
  test.slow();
  await photoOutlineJourney(
    page,
    testInfo,
    '/indexHome',
    {
      properties: async () => expect(page.getByTestId('properties-panel')).toBeVisible(),
      close: async () => {},
    },
    '1280',
  );
});
