/**
 * Demo equipment of the three first categories and of the closet's other stock (asset-categories.ts), each written in English and Hindi with where to collect
 * it, requests to borrow it in every state (two loans overdue, one returned needing repair), and
 * each asset's history as those loans would have written it.
 */
import type { Db } from '../../db/client.ts';
import { assetEvents, assetRepairs, assetRequests, assets } from '../../db/schema/assets.ts';
import { nextShortCode } from '../../db/asset-short-codes.ts';
import { demoCategories, type DemoCategoryKey } from './asset-categories.ts';
import type { DemoPeople } from './people.ts';
import { daysFromNow, isoDate } from './time.ts';

/** Where the wheelchairs and walking sticks are collected and brought back. */
const office = {
  en: 'Sahaya office, 14 MG Road, Bengaluru: Monday to Saturday, 10 AM to 4 PM',
  hi: 'सहाया दफ़्तर, 14 एमजी रोड, बेंगलुरु: सोमवार से शनिवार, सुबह 10 से शाम 4 बजे तक',
};
/** The airbeds are heavy: a volunteer brings them and takes them back. */
const home = {
  en: 'A volunteer brings it to your home and collects it; we call you to fix a time.',
  hi: 'स्वयंसेवक इसे आपके घर पहुँचाते हैं और वापस ले जाते हैं; समय तय करने के लिए हम आपको फ़ोन करेंगे।',
};

/** Each asset in English and in Hindi, as an admin would write them; the walking sticks keep the usual hours. */
const demoAssets: Omit<typeof assets.$inferInsert, 'shortCode'>[] = [
  {
    name: 'Standard Wheelchair',
    category: 'wheelchair',
    stocks: 12,
    description: 'Sturdy steel-frame wheelchair with padded seat, swing-away footrests and puncture-proof tyres. Suits daily indoor and outdoor use.',
    pickupNote: office.en,
    translations: {
      hi: {
        name: 'साधारण व्हीलचेयर',
        description: 'मज़बूत स्टील फ़्रेम वाली व्हीलचेयर, गद्दीदार सीट, एक ओर हटने वाले फ़ुटरेस्ट और पंक्चर न होने वाले टायर। घर के अंदर और बाहर रोज़ के इस्तेमाल के लिए।',
        pickupNote: office.hi,
      },
    },
  },
  {
    name: 'Folding Wheelchair',
    category: 'wheelchair',
    stocks: 4,
    description: 'Lightweight aluminium wheelchair that folds flat for car boots and auto-rickshaws. Weighs 12 kg.',
    pickupNote: office.en,
    translations: {
      hi: {
        name: 'फ़ोल्डिंग व्हीलचेयर',
        description: 'हल्की एल्युमिनियम व्हीलचेयर, जो मुड़कर कार की डिक्की और ऑटो-रिक्शा में आ जाती है। वज़न 12 किलो।',
        pickupNote: office.hi,
      },
    },
  },
  {
    name: 'Transit Wheelchair',
    category: 'wheelchair',
    stocks: 2,
    description: 'Compact attendant-pushed chair with hand brakes for the helper, ideal for hospital visits.',
    pickupNote: office.en,
    translations: {
      hi: {
        name: 'ट्रांज़िट व्हीलचेयर',
        description: 'साथ वाले के धकेलने के लिए छोटी कुर्सी, जिसके ब्रेक सहायक के हाथ में रहते हैं। अस्पताल जाने के लिए अच्छी।',
        pickupNote: office.hi,
      },
    },
  },
  {
    name: 'Reclining Wheelchair',
    category: 'wheelchair',
    stocks: 0,
    description: 'Wheelchair with a high reclining back and elevating leg rests for people who need to rest during the day.',
    pickupNote: office.en,
    translations: {
      hi: {
        name: 'पीछे झुकने वाली व्हीलचेयर',
        description: 'ऊँची, पीछे झुकने वाली पीठ और ऊपर उठने वाले पैर-टेक वाली व्हीलचेयर, उनके लिए जिन्हें दिन में आराम करना होता है।',
        pickupNote: office.hi,
      },
    },
  },
  {
    name: 'Alternating Air Mattress',
    category: 'airbed',
    stocks: 6,
    description: 'Pressure-relief air mattress with a quiet pump that alternates cells to help prevent bed sores.',
    pickupNote: home.en,
    translations: {
      hi: {
        name: 'बदलते दबाव वाला एयर गद्दा',
        description: 'दबाव कम करने वाला एयर गद्दा, जिसका शांत पंप बारी-बारी से खाने भरता है, ताकि बिस्तर के घाव (बेड सोर) न हों।',
        pickupNote: home.hi,
      },
    },
  },
  {
    name: 'Bubble Air Mattress',
    category: 'airbed',
    stocks: 1,
    description: 'Bubble-cell overlay for an ordinary bed; easy to clean and suitable for home care after surgery.',
    pickupNote: home.en,
    translations: {
      hi: {
        name: 'बबल एयर गद्दा',
        description: 'साधारण पलंग पर बिछाने वाला बबल-खानों का गद्दा; साफ़ करने में आसान, ऑपरेशन के बाद घर पर देखभाल के लिए ठीक।',
        pickupNote: home.hi,
      },
    },
  },
  {
    name: 'Tubular Air Bed',
    category: 'airbed',
    stocks: 3,
    description: 'Tubular-cell airbed for long-term bed rest, with a low-pressure alarm on the pump.',
    pickupNote: home.en,
    translations: {
      hi: {
        name: 'ट्यूब वाला एयरबेड',
        description: 'लंबे समय तक बिस्तर पर आराम के लिए ट्यूब-खानों वाला एयरबेड; दबाव कम होने पर पंप अलार्म बजाता है।',
        pickupNote: home.hi,
      },
    },
  },
  {
    name: 'Adjustable Walking Stick',
    category: 'walkingStick',
    stocks: 20,
    inRepair: 1,
    description: 'Aluminium walking stick adjustable in ten steps, with a soft grip handle and rubber tip.',
    translations: {
      hi: { name: 'ऊँचाई बदलने वाली वॉकिंग स्टिक', description: 'दस स्तरों पर ऊँचाई बदलने वाली एल्युमिनियम वॉकिंग स्टिक, नरम हत्थे और रबर की नोक के साथ।' },
    },
  },
  {
    name: 'Quad Base Walking Cane',
    category: 'walkingStick',
    stocks: 5,
    description: 'Four-legged base that stands on its own and gives extra stability on uneven floors.',
    translations: {
      hi: { name: 'चार पैरों वाली वॉकिंग स्टिक', description: 'चार पैरों वाला आधार, जो अपने आप खड़ा रहता है और ऊबड़-खाबड़ फ़र्श पर ज़्यादा सहारा देता है।' },
    },
  },
  {
    name: 'Folding Walking Stick',
    category: 'walkingStick',
    stocks: 0,
    description: 'Folds into four parts to fit in a bag; comes with a wrist strap.',
    translations: {
      hi: { name: 'फ़ोल्डिंग वॉकिंग स्टिक', description: 'चार हिस्सों में मुड़कर थैले में आ जाती है; साथ में कलाई का पट्टा।' },
    },
  },
];

/**
 * The closet's other stock, added before the rest, so the catalogue's first page (newest first)
 * stays as the journeys know it; each starts with its category's longest loan and checklist.
 */
const closetStock: (Omit<typeof assets.$inferInsert, 'shortCode' | 'category'> & { category: DemoCategoryKey })[] = [
  {
    name: 'Manual Hospital Bed',
    category: 'hospitalBed',
    stocks: 3,
    description: 'Two-crank hospital bed with side rails and lockable castors; comes with a foam mattress.',
    pickupNote: 'Delivered and set up by two volunteers; we call you to fix a time.',
    translations: {
      hi: {
        name: 'हाथ से चलने वाला अस्पताल बिस्तर',
        description: 'दो हैंडल वाला अस्पताल बिस्तर, साइड रेलिंग और लॉक होने वाले पहियों के साथ; फ़ोम का गद्दा साथ में।',
        pickupNote: 'दो स्वयंसेवक इसे पहुँचाकर लगा देते हैं; समय तय करने के लिए हम आपको फ़ोन करेंगे।',
      },
    },
  },
  {
    name: 'Commode Chair',
    category: 'commode',
    stocks: 5,
    description: 'Steel commode chair with a removable bucket and lid, padded armrests.',
    translations: { hi: { name: 'कमोड कुर्सी', description: 'स्टील की कमोड कुर्सी, निकलने वाली बाल्टी और ढक्कन, गद्दीदार हत्थे।' } },
  },
  {
    name: 'Folding Walker',
    category: 'walker',
    stocks: 6,
    description: 'Lightweight aluminium walker that folds flat, with height adjustment and rubber tips.',
    translations: { hi: { name: 'फ़ोल्डिंग वॉकर', description: 'हल्का एल्युमिनियम वॉकर, जो मुड़कर सपाट हो जाता है; ऊँचाई बदलती है, रबर की नोकें।' } },
  },
  {
    name: 'Oxygen Concentrator',
    category: 'oxygenConcentrator',
    stocks: 2,
    description: 'Five-litre home oxygen concentrator with nasal cannula; needs a doctor’s prescription.',
    translations: { hi: { name: 'ऑक्सीजन कंसंट्रेटर', description: 'पाँच लीटर का घरेलू ऑक्सीजन कंसंट्रेटर, नाक की नली के साथ; डॉक्टर का पर्चा ज़रूरी।' } },
  },
  {
    name: 'Underarm Crutches',
    category: 'crutches',
    stocks: 8,
    description: 'A pair of adjustable aluminium underarm crutches with padded tops.',
    translations: { hi: { name: 'बगल की बैसाखी', description: 'ऊँचाई बदलने वाली एल्युमिनियम बैसाखियों की जोड़ी, ऊपर गद्दी के साथ।' } },
  },
];

const startsWith = (key: DemoCategoryKey) => {
  const category = demoCategories.find((c) => c.key === key)!;
  return { maxLoanDays: category.defaultMaxLoanDays, checklist: [...category.checklist] };
};

export async function seedAssets(tx: Db, { idOf }: DemoPeople): Promise<void> {
  // Each asset its short code, numbered in the order they were added, as the admin's form would have.
  const values = [];
  for (const [i, a] of closetStock.entries()) {
    values.push({ ...a, ...startsWith(a.category), shortCode: await nextShortCode(tx, a.category), createdAt: daysFromNow(-150 + i * 3) });
  }
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
