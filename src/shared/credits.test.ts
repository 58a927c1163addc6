import { describe, expect, it } from 'vitest';
import { applyResets, balanceLeft, type CreditState, canGenerate, chooseBalance, RESET_PERIOD_MS, remainingCredits, spendOrder } from './credits';

const T0 = new Date('2026-01-01T00:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A subscription with nothing left unless overridden. */
function sub(overrides: Partial<CreditState> = {}): CreditState {
  return {
    plan: 'free',
    imageCount: 0,
    monthlyImageCount: 0,
    oneTimeCredits: 0,
    maxImages: 0,
    lastResetDate: T0,
    freeCredits: 40,
    freeCreditsUsed: 40,
    freeCreditsLastReset: T0,
    ...overrides,
  };
}

const std = { model: 'standard', isAdmin: false } as const;
const premium = { model: 'premium', isAdmin: false } as const;

describe('SPEC §5 generation is allowed when', () => {
  it('admin: always, for both models, even with nothing left', () => {
    for (const model of ['standard', 'premium'] as const) {
      expect(canGenerate(sub(), { model, isAdmin: true })).toBe(true);
      expect(chooseBalance(sub(), { model, isAdmin: true })).toBe('admin');
    }
  });

  it('standard model and freeCredits − freeCreditsUsed > 0', () => {
    expect(chooseBalance(sub({ freeCreditsUsed: 39 }), std)).toBe('free');
    expect(chooseBalance(sub({ freeCreditsUsed: 40 }), std)).toBeNull();
    // Over-used (e.g. after a plan downgrade) is not "remaining".
    expect(chooseBalance(sub({ freeCredits: 40, freeCreditsUsed: 80 }), std)).toBeNull();
  });

  it('premium models never use free credits', () => {
    expect(canGenerate(sub({ freeCreditsUsed: 0 }), premium)).toBe(false);
    expect(chooseBalance(sub({ freeCreditsUsed: 0, oneTimeCredits: 1 }), premium)).toBe('oneTime');
  });

  it('monthlyImageCount < maxImages', () => {
    expect(chooseBalance(sub({ maxImages: 250, monthlyImageCount: 249 }), premium)).toBe('monthly');
    expect(chooseBalance(sub({ maxImages: 250, monthlyImageCount: 250 }), premium)).toBeNull();
    expect(chooseBalance(sub({ maxImages: 0, monthlyImageCount: 0 }), premium)).toBeNull();
  });

  it('oneTimeCredits ≥ 1', () => {
    expect(chooseBalance(sub({ oneTimeCredits: 1 }), std)).toBe('oneTime');
    expect(chooseBalance(sub({ oneTimeCredits: 0 }), std)).toBeNull();
  });

  it('spends in the SPEC order: free, then monthly, then one-time', () => {
    const all = sub({ freeCreditsUsed: 0, maxImages: 250, oneTimeCredits: 5 });
    expect(chooseBalance(all, std)).toBe('free');
    expect(chooseBalance(all, premium)).toBe('monthly');
    expect(chooseBalance({ ...all, freeCreditsUsed: 40 }, std)).toBe('monthly');
    expect(chooseBalance({ ...all, freeCreditsUsed: 40, monthlyImageCount: 250 }, std)).toBe('oneTime');
  });

  it('pays a whole generation (cost = its image count) from one balance, skipping one that holds too few', () => {
    const s = sub({ freeCreditsUsed: 38, maxImages: 250, monthlyImageCount: 247, oneTimeCredits: 4 });
    expect(chooseBalance(s, std, 2)).toBe('free');
    expect(chooseBalance(s, std, 3)).toBe('monthly');
    expect(chooseBalance(s, std, 4)).toBe('oneTime');
    expect(chooseBalance(s, std, 5)).toBeNull();
    expect(canGenerate(s, premium, 4)).toBe(true);
    expect(canGenerate(s, premium, 5)).toBe(false);
    expect(chooseBalance(sub(), { model: 'premium', isAdmin: true }, 4)).toBe('admin');
  });

  it('spendOrder and balanceLeft follow the SPEC order and fields', () => {
    expect(spendOrder('standard')).toEqual(['free', 'monthly', 'oneTime']);
    expect(spendOrder('premium')).toEqual(['monthly', 'oneTime']);
    const s = sub({ freeCreditsUsed: 10, maxImages: 250, monthlyImageCount: 50, oneTimeCredits: 3 });
    expect([balanceLeft(s, 'free'), balanceLeft(s, 'monthly'), balanceLeft(s, 'oneTime')]).toEqual([30, 200, 3]);
  });

  it('canGenerate agrees with chooseBalance on every combination', () => {
    for (const isAdmin of [false, true])
      for (const model of ['standard', 'premium'] as const)
        for (const freeCreditsUsed of [0, 39, 40])
          for (const monthlyImageCount of [0, 250])
            for (const oneTimeCredits of [0, 1]) {
              const s = sub({ freeCreditsUsed, maxImages: 250, monthlyImageCount, oneTimeCredits });
              const expected = isAdmin || (model === 'standard' && freeCreditsUsed < 40) || monthlyImageCount < 250 || oneTimeCredits >= 1;
              expect(canGenerate(s, { model, isAdmin })).toBe(expected);
              expect(chooseBalance(s, { model, isAdmin }) !== null).toBe(expected);
            }
  });
});

describe('SPEC §4/§9 resets after 30 days', () => {
  it('does nothing before 30 days have passed', () => {
    const s = sub({ freeCreditsUsed: 12, monthlyImageCount: 7, maxImages: 250 });
    const r = applyResets(s, at(RESET_PERIOD_MS - 1));
    expect(r).toEqual({ sub: s, freeReset: false, monthlyReset: false });
    expect(r.sub).toBe(s);
  });

  it('resets free credits from the plan table once 30 days have passed', () => {
    const now = at(30 * DAY);
    const r = applyResets(sub({ plan: 'gold', freeCredits: 40, freeCreditsUsed: 40 }), now);
    expect(r.freeReset).toBe(true);
    expect(r.sub).toMatchObject({ freeCredits: 120, freeCreditsUsed: 0, freeCreditsLastReset: now });
  });

  it('uses the SPEC §9 free credits of each plan (unknown plans count as free)', () => {
    const table = ['free', 'admin', 'bronze', 'silver', 'gold', 'platinum', 'bogus'].map((plan) => applyResets(sub({ plan }), at(31 * DAY)).sub.freeCredits);
    expect(table).toEqual([40, 40, 40, 80, 120, 160, 40]);
  });

  it('resets the monthly count with lastResetDate, independently of the free reset', () => {
    const now = at(45 * DAY);
    const s = sub({ monthlyImageCount: 250, maxImages: 250, lastResetDate: T0, freeCreditsLastReset: at(20 * DAY), freeCreditsUsed: 3 });
    const r = applyResets(s, now);
    expect(r).toMatchObject({ freeReset: false, monthlyReset: true });
    expect(r.sub).toMatchObject({ monthlyImageCount: 0, lastResetDate: now, freeCreditsUsed: 3, freeCreditsLastReset: at(20 * DAY) });
  });

  it('never changes imageCount or one-time credits, and does not mutate the input', () => {
    const s = sub({ imageCount: 99, oneTimeCredits: 7 });
    const r = applyResets(s, at(60 * DAY));
    expect(r.sub).toMatchObject({ imageCount: 99, oneTimeCredits: 7 });
    expect(s.freeCreditsUsed).toBe(40);
    expect(s.freeCreditsLastReset).toBe(T0);
  });

  it('makes a spent user able to generate again', () => {
    expect(canGenerate(sub(), std)).toBe(false);
    expect(canGenerate(applyResets(sub(), at(30 * DAY)).sub, std)).toBe(true);
  });
});

describe('remainingCredits for display', () => {
  it('splits what remains per balance and per model', () => {
    const r = remainingCredits(sub({ freeCreditsUsed: 10, maxImages: 250, monthlyImageCount: 50, oneTimeCredits: 155 }));
    expect(r).toEqual({ unlimited: false, free: 30, monthly: 200, oneTime: 155, standard: 385, premium: 355 });
  });

  it('never shows negative figures', () => {
    const r = remainingCredits(sub({ freeCreditsUsed: 50, maxImages: 0, monthlyImageCount: 3, oneTimeCredits: -1 }));
    expect(r).toEqual({ unlimited: false, free: 0, monthly: 0, oneTime: 0, standard: 0, premium: 0 });
  });

  it('marks admins unlimited', () => {
    expect(remainingCredits(sub(), true).unlimited).toBe(true);
  });
});
