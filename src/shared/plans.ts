import { type CurrencyCode, type Money, money, SHOP_CURRENCY } from './money';

/** SPEC §9 plans, free credits and credit packs, as data. Prices are integer cents of CAD (decision 19). */
export const PLAN_IDS = ['free', 'bronze', 'silver', 'gold', 'platinum', 'admin'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanDetails {
  id: PlanId;
  name: string;
  description: string;
  /** Per month; null for the admin plan, which is not sold. */
  price: Money | null;
  features: string[];
  /** Monthly image credits; Infinity means unlimited. */
  maxImages: number;
  /** Favourite designs kept; Infinity means unlimited. */
  maxSavedDesigns: number;
  /** Free (standard-model) credits per 30 days. */
  freeCredits: number;
}

/** SPEC §9: plans and credit packs are sold in Canadian dollars. */
export const PLAN_CURRENCY: CurrencyCode = SHOP_CURRENCY;
const cad = (cents: number) => money(cents, PLAN_CURRENCY);

export const PLANS: Record<PlanId, PlanDetails> = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'Design and try AI for free',
    price: cad(0),
    features: ['40 free AI credits a month', '50 saved designs'],
    maxImages: 0,
    maxSavedDesigns: 50,
    freeCredits: 40,
  },
  bronze: {
    id: 'bronze',
    name: 'Bronze',
    description: 'For occasional sticker makers',
    price: cad(499),
    features: ['250 image credits a month', '200 saved designs'],
    maxImages: 250,
    maxSavedDesigns: 200,
    freeCredits: 40,
  },
  silver: {
    id: 'silver',
    name: 'Silver',
    description: 'For regular creators',
    price: cad(799),
    features: ['400 image credits a month', '350 saved designs'],
    maxImages: 400,
    maxSavedDesigns: 350,
    freeCredits: 80,
  },
  gold: {
    id: 'gold',
    name: 'Gold',
    description: 'For small shops',
    price: cad(1299),
    features: ['600 image credits a month', '550 saved designs'],
    maxImages: 600,
    maxSavedDesigns: 550,
    freeCredits: 120,
  },
  platinum: {
    id: 'platinum',
    name: 'Platinum',
    description: 'For busy studios',
    price: cad(1899),
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

export interface CreditPack {
  id: 'small' | 'medium' | 'large';
  credits: number;
  price: Money;
}

export const CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'small', credits: 155, price: cad(399) },
  { id: 'medium', credits: 250, price: cad(699) },
  { id: 'large', credits: 400, price: cad(999) },
];

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}
