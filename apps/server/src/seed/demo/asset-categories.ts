/**
 * The closet's real stock beside the three categories Sahaya started with (migration 0038 made
 * those): hospital beds, commodes, walkers, oxygen concentrators and crutches, each with its
 * Hindi name, how long it is usually lent for and what a return is checked for.
 */
import { assetCategories } from '../../db/schema/assets.ts';
import type { Db } from '../../db/client.ts';

export const demoCategories = [
  {
    key: 'hospitalBed',
    names: { en: 'Hospital Bed', hi: 'अस्पताल बिस्तर' },
    codePrefix: 'HB',
    icon: 'hospitalBed',
    defaultMaxLoanDays: 90,
    checklist: ['Cleaned and disinfected', 'Brakes work', 'Side rails lock', 'Crank turns smoothly'],
  },
  {
    key: 'commode',
    names: { en: 'Commode Chair', hi: 'कमोड कुर्सी' },
    codePrefix: 'CM',
    icon: 'commode',
    defaultMaxLoanDays: 60,
    checklist: ['Cleaned and disinfected', 'Bucket and lid present', 'Legs firm'],
  },
  {
    key: 'walker',
    names: { en: 'Walker', hi: 'वॉकर' },
    codePrefix: 'WK',
    icon: 'walker',
    defaultMaxLoanDays: 45,
    checklist: ['Cleaned and disinfected', 'Rubber tips intact', 'Folds and locks'],
  },
  {
    key: 'oxygenConcentrator',
    names: { en: 'Oxygen Concentrator', hi: 'ऑक्सीजन कंसंट्रेटर' },
    codePrefix: 'OC',
    icon: 'oxygen',
    defaultMaxLoanDays: 30,
    checklist: ['Cleaned and disinfected', 'Filter cleaned', 'Tubing and mask replaced', 'Flow meter checked'],
  },
  {
    key: 'crutches',
    names: { en: 'Crutches', hi: 'बैसाखी' },
    codePrefix: 'CR',
    icon: 'crutches',
    defaultMaxLoanDays: 45,
    checklist: ['Cleaned and disinfected', 'Rubber tips intact', 'Height pins lock'],
  },
] as const satisfies (typeof assetCategories.$inferInsert)[];

export type DemoCategoryKey = (typeof demoCategories)[number]['key'];

export async function seedAssetCategories(tx: Db): Promise<void> {
  await tx.insert(assetCategories).values(demoCategories.map((category) => ({ ...category, checklist: [...category.checklist] })));
}
