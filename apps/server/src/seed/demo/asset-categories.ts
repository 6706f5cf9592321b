/**
 * The closet's real stock beside the three categories Sahaya started with (migration 0038 made
 * those): hospital beds, commodes, walkers, oxygen concentrators and crutches, each with its
 * name in every other language Sahaya speaks, how long it is usually lent for and what a return
 * is checked for.
 */
import { assetCategories } from '../../db/schema/assets.ts';
import type { Db } from '../../db/client.ts';

export const demoCategories = [
  {
    key: 'hospitalBed',
    names: { en: 'Hospital Bed', hi: 'अस्पताल बिस्तर', bn: 'হাসপাতালের বেড', mr: 'हॉस्पिटल बेड', te: 'ఆసుపత్రి మంచం', ta: 'மருத்துவமனைக் கட்டில்', gu: 'હૉસ્પિટલ બેડ', kn: 'ಆಸ್ಪತ್ರೆ ಹಾಸಿಗೆ', ml: 'ആശുപത്രി കിടക്ക', ur: 'اسپتال کا بستر' },
    codePrefix: 'HB',
    icon: 'hospitalBed',
    defaultMaxLoanDays: 90,
    checklist: ['Cleaned and disinfected', 'Brakes work', 'Side rails lock', 'Crank turns smoothly'],
  },
  {
    key: 'commode',
    names: { en: 'Commode Chair', hi: 'कमोड कुर्सी', bn: 'কমোড চেয়ার', mr: 'कमोड खुर्ची', te: 'కమోడ్ కుర్చీ', ta: 'கமோட் நாற்காலி', gu: 'કમોડ ખુરશી', kn: 'ಕಮೋಡ್ ಕುರ್ಚಿ', ml: 'കമ്മോഡ് കസേര', ur: 'کموڈ کرسی' },
    codePrefix: 'CM',
    icon: 'commode',
    defaultMaxLoanDays: 60,
    checklist: ['Cleaned and disinfected', 'Bucket and lid present', 'Legs firm'],
  },
  {
    key: 'walker',
    names: { en: 'Walker', hi: 'वॉकर', bn: 'ওয়াকার', mr: 'वॉकर', te: 'వాకర్', ta: 'வாக்கர்', gu: 'વૉકર', kn: 'ವಾಕರ್', ml: 'വാക്കർ', ur: 'واکر' },
    codePrefix: 'WK',
    icon: 'walker',
    defaultMaxLoanDays: 45,
    checklist: ['Cleaned and disinfected', 'Rubber tips intact', 'Folds and locks'],
  },
  {
    key: 'oxygenConcentrator',
    names: { en: 'Oxygen Concentrator', hi: 'ऑक्सीजन कंसंट्रेटर', bn: 'অক্সিজেন কনসেনট্রেটর', mr: 'ऑक्सिजन कॉन्सन्ट्रेटर', te: 'ఆక్సిజన్ కాన్సంట్రేటర్', ta: 'ஆக்சிஜன் கான்சன்ட்ரேட்டர்', gu: 'ઑક્સિજન કૉન્સન્ટ્રેટર', kn: 'ಆಮ್ಲಜನಕ ಸಾಂದ್ರಕ', ml: 'ഓക്സിജൻ കോൺസൻട്രേറ്റർ', ur: 'آکسیجن کنسنٹریٹر' },
    codePrefix: 'OC',
    icon: 'oxygen',
    defaultMaxLoanDays: 30,
    checklist: ['Cleaned and disinfected', 'Filter cleaned', 'Tubing and mask replaced', 'Flow meter checked'],
  },
  {
    key: 'crutches',
    names: { en: 'Crutches', hi: 'बैसाखी', bn: 'ক্রাচ', mr: 'कुबड्या', te: 'ఊతకర్రలు', ta: 'ஊன்றுகோல்கள்', gu: 'કાખઘોડી', kn: 'ಕಂಕುಳ ಊರುಗೋಲುಗಳು', ml: 'ക്രച്ചസ്', ur: 'بیساکھی' },
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
