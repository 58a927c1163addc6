/** SPEC §9 plans, free credits and credit packs, as data. Prices are CAD. */
export const PLAN_IDS = ['free', 'bronze', 'silver', 'gold', 'platinum', 'admin'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDetails {
  id: PlanId;
  name: string;
  description: string;
  /** CAD per month; null for the admin plan, which is not sold. */
  price: number | null;
  features: string[];
  /** Monthly image credits; Infinity means unlimited. */
  maxImages: number;
  /** Favourite designs kept; Infinity means unlimited. */
  maxSavedDesigns: number;
  /** Free (standard-model) credits per 30 days. */
  freeCredits: number;
}

export const CURRENCY = 'CAD';

export const PLANS: Record<PlanId, PlanDetails> = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'Design and try AI for free',
    price: 0,
    features: ['40 free AI credits a month', '50 saved designs'],
    maxImages: 0,
    maxSavedDesigns: 50,
    freeCredits: 40,
  },
  bronze: {
    id: 'bronze',
    name: 'Bronze',
    description: 'For occasional sticker makers',
    price: 4.99,
    features: ['250 image credits a month', '200 saved designs'],
    maxImages: 250,
    maxSavedDesigns: 200,
    freeCredits: 40,
  },
  silver: {
    id: 'silver',
    name: 'Silver',
    description: 'For regular creators',
    price: 7.99,
    features: ['400 image credits a month', '350 saved designs'],
    maxImages: 400,
    maxSavedDesigns: 350,
    freeCredits: 80,
  },
  gold: {
    id: 'gold',
    name: 'Gold',
    description: 'For small shops',
    price: 12.99,
    features: ['600 image credits a month', '550 saved designs'],
    maxImages: 600,
    maxSavedDesigns: 550,
    freeCredits: 120,
  },
  platinum: {
    id: 'platinum',
    name: 'Platinum',
    description: 'For busy studios',
    price: 18.99,
    features: ['1000 image credits a month', '1000 saved designs'],
    maxImages: 1000,
    maxSavedDesigns: 1000,
    freeCredits: 160,
  },
  admin: {
    id: 'admin',
    name: 'Admin',
    description: 'Shop staff',
    price: null,
    features: ['Unlimited'],
    maxImages: Number.POSITIVE_INFINITY,
    maxSavedDesigns: Number.POSITIVE_INFINITY,
    freeCredits: 40,
  },
};

export const CREDIT_PACKS = [
  { id: 'small', credits: 155, price: 3.99 },
  { id: 'medium', credits: 250, price: 6.99 },
  { id: 'large', credits: 400, price: 9.99 },
] as const;

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}
