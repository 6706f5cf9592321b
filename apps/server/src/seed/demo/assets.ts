/**
 * Demo equipment of the three categories, requests to borrow it in every state (two loans overdue,
 * one returned needing repair), and each asset's history as those loans would have written it.
 */
import type { Db } from '../../db/client.ts';
import { assetEvents, assetRepairs, assetRequests, assets } from '../../db/schema/assets.ts';
import { nextShortCode } from '../../db/asset-short-codes.ts';
import type { DemoPeople } from './people.ts';
import { daysFromNow, isoDate } from './time.ts';

const demoAssets: Omit<typeof assets.$inferInsert, 'shortCode'>[] = [
  { name: 'Standard Wheelchair', category: 'wheelchair', stocks: 12, description: 'Sturdy steel-frame wheelchair with padded seat, swing-away footrests and puncture-proof tyres. Suits daily indoor and outdoor use.' },
  { name: 'Folding Wheelchair', category: 'wheelchair', stocks: 4, description: 'Lightweight aluminium wheelchair that folds flat for car boots and auto-rickshaws. Weighs 12 kg.' },
  { name: 'Transit Wheelchair', category: 'wheelchair', stocks: 2, description: 'Compact attendant-pushed chair with hand brakes for the helper, ideal for hospital visits.' },
  { name: 'Reclining Wheelchair', category: 'wheelchair', stocks: 0, description: 'Wheelchair with a high reclining back and elevating leg rests for people who need to rest during the day.' },
  { name: 'Alternating Air Mattress', category: 'airbed', stocks: 6, description: 'Pressure-relief air mattress with a quiet pump that alternates cells to help prevent bed sores.' },
  { name: 'Bubble Air Mattress', category: 'airbed', stocks: 1, description: 'Bubble-cell overlay for an ordinary bed; easy to clean and suitable for home care after surgery.' },
  { name: 'Tubular Air Bed', category: 'airbed', stocks: 3, description: 'Tubular-cell airbed for long-term bed rest, with a low-pressure alarm on the pump.' },
  { name: 'Adjustable Walking Stick', category: 'walkingStick', stocks: 20, inRepair: 1, description: 'Aluminium walking stick adjustable in ten steps, with a soft grip handle and rubber tip.' },
  { name: 'Quad Base Walking Cane', category: 'walkingStick', stocks: 5, description: 'Four-legged base that stands on its own and gives extra stability on uneven floors.' },
  { name: 'Folding Walking Stick', category: 'walkingStick', stocks: 0, description: 'Folds into four parts to fit in a bag; comes with a wrist strap.' },
];

export async function seedAssets(tx: Db, { idOf }: DemoPeople): Promise<void> {
  // Each asset its short code, numbered in the order they were added, as the admin's form would have.
  const values = [];
  for (const [i, a] of demoAssets.entries()) values.push({ ...a, shortCode: await nextShortCode(tx, a.category), createdAt: daysFromNow(-90 + i * 3) });
  const assetRows = await tx
    .insert(assets)
    .values(values)
    .returning({ id: assets.id, name: assets.name, createdAt: assets.createdAt });
  const assetId = (name: string) => {
    const row = assetRows.find((a) => a.name === name);
    if (!row) throw new Error(`Unknown demo asset ${name}`);
    return row.id;
  };

  const requestRows = await tx.insert(assetRequests).values([
    { userId: idOf('asha'), assetId: assetId('Standard Wheelchair'), quantity: 1, requestedDate: isoDate(daysFromNow(3)), returnDate: isoDate(daysFromNow(17)), status: 'pending', priority: 'high', reason: 'Knee surgery next week; need a wheelchair for the recovery.', createdAt: daysFromNow(-1) },
    { userId: idOf('asha'), assetId: assetId('Adjustable Walking Stick'), quantity: 1, requestedDate: isoDate(daysFromNow(-20)), returnDate: isoDate(daysFromNow(-6)), status: 'approved', priority: 'medium', reason: 'For morning walks.', comment: 'Please collect it from Main Storage.', decidedAt: daysFromNow(-19), handedOverAt: daysFromNow(-18), createdAt: daysFromNow(-21) },
    { userId: idOf('asha'), assetId: assetId('Alternating Air Mattress'), quantity: 2, requestedDate: isoDate(daysFromNow(-40)), returnDate: isoDate(daysFromNow(-26)), status: 'completed', priority: 'high', reason: 'For my husband, who is bedridden.', comment: 'Returned in good condition. Thank you!', decidedAt: daysFromNow(-39), handedOverAt: daysFromNow(-39), returnedAt: daysFromNow(-26), returnCondition: 'good', createdAt: daysFromNow(-41) },
    { userId: idOf('asha'), assetId: assetId('Reclining Wheelchair'), quantity: 1, requestedDate: isoDate(daysFromNow(-10)), returnDate: isoDate(daysFromNow(4)), status: 'rejected', priority: 'low', reason: 'Would like a chair to rest in.', comment: 'None in stock at the moment, sorry.', decidedAt: daysFromNow(-9), createdAt: daysFromNow(-11) },
    { userId: idOf('asha'), assetId: assetId('Quad Base Walking Cane'), quantity: 1, requestedDate: isoDate(daysFromNow(5)), returnDate: isoDate(daysFromNow(19)), status: 'pending', priority: 'low', reason: 'A steadier cane for the stairs.', createdAt: daysFromNow(-2) },
    { userId: idOf('meera'), assetId: assetId('Bubble Air Mattress'), quantity: 1, requestedDate: isoDate(daysFromNow(2)), returnDate: isoDate(daysFromNow(16)), status: 'pending', priority: 'high', reason: 'Bed sores starting after a fall.', createdAt: daysFromNow(-3) },
    { userId: idOf('rahul'), assetId: assetId('Folding Wheelchair'), quantity: 2, requestedDate: isoDate(daysFromNow(7)), returnDate: isoDate(daysFromNow(21)), status: 'pending', priority: 'medium', reason: 'Family trip with both grandparents.', createdAt: daysFromNow(-4) },
    { userId: idOf('gopal'), assetId: assetId('Transit Wheelchair'), quantity: 1, requestedDate: isoDate(daysFromNow(-15)), returnDate: isoDate(daysFromNow(-1)), status: 'approved', priority: 'high', reason: 'Weekly dialysis visits.', comment: 'Approved for one month.', decidedAt: daysFromNow(-14), handedOverAt: daysFromNow(-14, 15), createdAt: daysFromNow(-16) },
    { userId: idOf('lakshmi'), assetId: assetId('Adjustable Walking Stick'), quantity: 1, requestedDate: isoDate(daysFromNow(-30)), returnDate: isoDate(daysFromNow(-16)), status: 'completed', priority: 'low', reason: 'Hip pain.', decidedAt: daysFromNow(-29), handedOverAt: daysFromNow(-29), returnedAt: daysFromNow(-16), returnCondition: 'needs-repair', returnNote: 'Rubber tip worn through', createdAt: daysFromNow(-31) },
    { userId: idOf('fatima'), assetId: assetId('Tubular Air Bed'), quantity: 1, requestedDate: isoDate(daysFromNow(-5)), returnDate: isoDate(daysFromNow(9)), status: 'rejected', priority: 'medium', reason: 'Home care for my mother.', comment: 'Please send a doctor’s note and ask again.', decidedAt: daysFromNow(-4), createdAt: daysFromNow(-6) },
  ]).returning();

  const repaired = requestRows.find((r) => r.returnCondition === 'needs-repair')!;
  await tx.insert(assetRepairs).values({ assetId: repaired.assetId, requestId: repaired.id, quantity: repaired.quantity, note: repaired.returnNote!, createdAt: repaired.returnedAt! });

  const admin = idOf('admin');
  await tx.insert(assetEvents).values([
    ...assetRows.map((a) => ({ assetId: a.id, kind: 'added' as const, actorId: admin, createdAt: a.createdAt })),
    ...requestRows.flatMap((r) => {
      const loan = { assetId: r.assetId, actorId: admin, personId: r.userId, requestId: r.id };
      if (r.status !== 'approved' && r.status !== 'completed') return [];
      return [
        { ...loan, kind: 'approved' as const, details: { quantity: r.quantity, from: r.requestedDate, to: r.returnDate }, createdAt: r.decidedAt! },
        ...(r.handedOverAt ? [{ ...loan, kind: 'handed-over' as const, details: { quantity: r.quantity }, createdAt: r.handedOverAt }] : []),
        ...(r.returnedAt && r.returnCondition
          ? [{ ...loan, kind: 'returned' as const, details: { quantity: r.quantity, condition: r.returnCondition, ...(r.returnNote ? { note: r.returnNote } : {}) }, createdAt: r.returnedAt }]
          : []),
      ];
    }),
  ]);
}
