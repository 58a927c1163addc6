import { afterEach, describe, expect, it } from 'vitest';
import { currentPreviewTrip, endPreviewTrip, isPreviewTripState, PREVIEW_TRIP_STATE, returnsFromPreview, startPreviewTrip } from './previewTrip';

afterEach(() => endPreviewTrip());

describe("the editor's trip to its preview", () => {
  it('is a return only to the same editor page, for the same person', () => {
    startPreviewTrip({ userId: 'alice', editorPath: '/indexHome?design=d1' });
    expect(returnsFromPreview('alice', '/indexHome?design=d1')).toBe(true);
    expect(returnsFromPreview('bob', '/indexHome?design=d1')).toBe(false);
    expect(returnsFromPreview(null, '/indexHome?design=d1')).toBe(false);
    expect(returnsFromPreview('alice', '/indexHome?new=1')).toBe(false);
  });

  it("is a guest's return too, and ends when the editor opens again", () => {
    startPreviewTrip({ userId: null, editorPath: '/indexHome' });
    expect(currentPreviewTrip()).toEqual({ userId: null, editorPath: '/indexHome' });
    expect(returnsFromPreview(null, '/indexHome')).toBe(true);
    endPreviewTrip();
    expect(returnsFromPreview(null, '/indexHome')).toBe(false);
  });

  it('ignores what is not a trip', () => {
    sessionStorage.setItem('sticker-studio:preview-trip', '{"editorPath":"https://elsewhere.example/"}');
    expect(currentPreviewTrip()).toBeNull();
    sessionStorage.setItem('sticker-studio:preview-trip', 'not json');
    expect(currentPreviewTrip()).toBeNull();
  });

  it("is told by the preview's history entry", () => {
    expect(isPreviewTripState(PREVIEW_TRIP_STATE)).toBe(true);
    expect(isPreviewTripState(null)).toBe(false);
    expect(isPreviewTripState({ previewTrip: 'yes' })).toBe(false);
  });
});
