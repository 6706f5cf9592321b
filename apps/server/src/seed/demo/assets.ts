/**
 * Demo equipment of the three first categories and of the closet's other stock (asset-categories.ts),
 * each written in English and in every other language Sahaya speaks, with where to collect it,
 * requests to borrow it in every state (two loans overdue, one returned needing repair), and
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
  bn: 'সহায়া অফিস, 14 MG Road, বেঙ্গালুরু: সোমবার থেকে শনিবার, সকাল 10টা থেকে বিকেল 4টা পর্যন্ত',
  mr: 'सहाया कार्यालय, 14 MG Road, बंगळुरू: सोमवार ते शनिवार, सकाळी 10 ते दुपारी 4 वाजेपर्यंत',
  te: 'సహాయ కార్యాలయం, 14 MG Road, బెంగళూరు: సోమవారం నుంచి శనివారం, ఉదయం 10 నుంచి సాయంత్రం 4 వరకు',
  ta: 'சகாயா அலுவலகம், 14 MG Road, பெங்களூரு: திங்கள் முதல் சனி வரை, காலை 10 முதல் மாலை 4 மணி வரை',
  gu: 'સહાયા ઑફિસ, 14 MG Road, બેંગલુરુ: સોમવારથી શનિવાર, સવારે 10 થી સાંજે 4 વાગ્યા સુધી',
  kn: 'ಸಹಾಯ ಕಚೇರಿ, 14 MG Road, ಬೆಂಗಳೂರು: ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ 10 ರಿಂದ ಸಂಜೆ 4 ರವರೆಗೆ',
  ml: 'സഹായ ഓഫീസ്, 14 MG Road, ബെംഗളൂരു: തിങ്കൾ മുതൽ ശനി വരെ, രാവിലെ 10 മുതൽ വൈകിട്ട് 4 വരെ',
  ur: 'سہایا دفتر، 14 MG Road، بنگلورو: پیر سے ہفتہ، صبح 10 سے شام 4 بجے تک',
};
/** The airbeds are heavy: a volunteer brings them and takes them back. */
const home = {
  en: 'A volunteer brings it to your home and collects it; we call you to fix a time.',
  hi: 'स्वयंसेवक इसे आपके घर पहुँचाते हैं और वापस ले जाते हैं; समय तय करने के लिए हम आपको फ़ोन करेंगे।',
  bn: 'একজন স্বেচ্ছাসেবক এটি আপনার বাড়িতে পৌঁছে দেন এবং পরে ফেরত নিয়ে যান; সময় ঠিক করতে আমরা আপনাকে ফোন করব।',
  mr: 'स्वयंसेवक हे उपकरण आपल्या घरी आणून देतात आणि परत घेऊन जातात; वेळ ठरवण्यासाठी आम्ही आपल्याला फोन करू.',
  te: 'వాలంటీర్ దీన్ని మీ ఇంటికి తెచ్చి ఇస్తారు, తిరిగి తీసుకెళ్తారు; సమయం నిర్ణయించడానికి మేము మీకు ఫోన్ చేస్తాము.',
  ta: 'தன்னார்வலர் இதை உங்கள் வீட்டுக்குக் கொண்டுவந்து தருவார், பிறகு திரும்ப எடுத்துச் செல்வார்; நேரத்தை முடிவுசெய்ய நாங்கள் உங்களைத் தொலைபேசியில் அழைப்போம்.',
  gu: 'સ્વયંસેવક તેને આપના ઘરે પહોંચાડે છે અને પાછું લઈ જાય છે; સમય નક્કી કરવા અમે આપને ફોન કરીશું.',
  kn: 'ಸ್ವಯಂಸೇವಕರು ಇದನ್ನು ನಿಮ್ಮ ಮನೆಗೆ ತಂದುಕೊಡುತ್ತಾರೆ ಮತ್ತು ಹಿಂದಕ್ಕೆ ತೆಗೆದುಕೊಂಡು ಹೋಗುತ್ತಾರೆ; ಸಮಯ ನಿಗದಿಪಡಿಸಲು ನಾವು ನಿಮಗೆ ಫೋನ್ ಮಾಡುತ್ತೇವೆ.',
  ml: 'ഒരു വോളന്റിയർ ഇത് താങ്കളുടെ വീട്ടിൽ എത്തിക്കുകയും തിരികെ കൊണ്ടുപോകുകയും ചെയ്യും; സമയം നിശ്ചയിക്കാൻ ഞങ്ങൾ താങ്കളെ ഫോണിൽ വിളിക്കും.',
  ur: 'رضاکار اسے آپ کے گھر پہنچاتے ہیں اور واپس لے جاتے ہیں؛ وقت طے کرنے کے لیے ہم آپ کو فون کریں گے۔',
};

/** Each asset in English and in every other language, as an admin would write them; the walking sticks keep the usual hours. */
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
      bn: {
        name: 'সাধারণ হুইলচেয়ার',
        description: 'মজবুত স্টিলের ফ্রেমের হুইলচেয়ার, গদি-আঁটা সিট, পাশে সরিয়ে রাখা যায় এমন পাদানি আর পাংচার হয় না এমন টায়ার। ঘরের ভিতরে ও বাইরে রোজকার ব্যবহারের জন্য।',
        pickupNote: office.bn,
      },
      mr: {
        name: 'साधी व्हीलचेअर',
        description: 'मजबूत स्टीलच्या फ्रेमची व्हीलचेअर, गादी असलेली सीट, बाजूला वळवता येणारे फूटरेस्ट आणि पंक्चर न होणारे टायर. घरात आणि बाहेर रोजच्या वापरासाठी योग्य.',
        pickupNote: office.mr,
      },
      te: {
        name: 'సాధారణ వీల్‌చైర్',
        description: 'దృఢమైన స్టీల్ ఫ్రేమ్ వీల్‌చైర్; మెత్తని సీటు, పక్కకు తిప్పగలిగే ఫుట్‌రెస్ట్‌లు, పంక్చర్ కాని టైర్లు. ఇంట్లోనూ బయటా రోజువారీ వాడకానికి అనుకూలం.',
        pickupNote: office.te,
      },
      ta: {
        name: 'சாதாரண வீல்சேர்',
        description: 'உறுதியான எஃகுச் சட்டம் கொண்ட வீல்சேர்; மெத்தை இருக்கை, பக்கவாட்டில் திருப்பக்கூடிய கால் தாங்கிகள், பஞ்சர் ஆகாத டயர்கள். வீட்டுக்குள்ளும் வெளியிலும் தினசரிப் பயன்பாட்டுக்கு ஏற்றது.',
        pickupNote: office.ta,
      },
      gu: {
        name: 'સાદી વ્હીલચેર',
        description: 'મજબૂત સ્ટીલ ફ્રેમવાળી વ્હીલચેર, ગાદીવાળી સીટ, બાજુએ ખસેડી શકાય તેવા ફૂટરેસ્ટ અને પંક્ચર ન થાય તેવાં ટાયર. ઘરમાં અને બહાર રોજના ઉપયોગ માટે.',
        pickupNote: office.gu,
      },
      kn: {
        name: 'ಸಾಮಾನ್ಯ ವೀಲ್‌ಚೇರ್',
        description: 'ಗಟ್ಟಿಯಾದ ಸ್ಟೀಲ್ ಚೌಕಟ್ಟಿನ ವೀಲ್‌ಚೇರ್; ಮೆತ್ತನೆಯ ಆಸನ, ಪಕ್ಕಕ್ಕೆ ತಿರುಗಿಸಬಹುದಾದ ಪಾದದ ಆಧಾರಗಳು ಮತ್ತು ಪಂಕ್ಚರ್ ಆಗದ ಟೈರ್‌ಗಳು. ಮನೆಯೊಳಗೆ ಮತ್ತು ಹೊರಗೆ ದಿನನಿತ್ಯದ ಬಳಕೆಗೆ ಸೂಕ್ತ.',
        pickupNote: office.kn,
      },
      ml: {
        name: 'സാധാരണ വീൽചെയർ',
        description: 'ഉറപ്പുള്ള സ്റ്റീൽ ഫ്രെയിമുള്ള വീൽചെയർ; കുഷ്യനുള്ള സീറ്റ്, വശത്തേക്ക് മാറ്റാവുന്ന കാൽവയ്പുകൾ, പഞ്ചറാകാത്ത ടയറുകൾ. വീടിനകത്തും പുറത്തും ദിവസേനയുള്ള ഉപയോഗത്തിന് അനുയോജ്യം.',
        pickupNote: office.ml,
      },
      ur: {
        name: 'سادہ وہیل چیئر',
        description: 'مضبوط اسٹیل فریم والی وہیل چیئر، گدے دار سیٹ، ایک طرف ہٹنے والے فٹ ریسٹ اور پنکچر نہ ہونے والے ٹائر۔ گھر کے اندر اور باہر روزانہ استعمال کے لیے۔',
        pickupNote: office.ur,
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
      bn: {
        name: 'ফোল্ডিং হুইলচেয়ার',
        description: 'হালকা অ্যালুমিনিয়ামের হুইলচেয়ার, ভাঁজ করলে চ্যাপ্টা হয়ে গাড়ির ডিকি আর অটোরিকশায় ধরে যায়। ওজন 12 kg।',
        pickupNote: office.bn,
      },
      mr: {
        name: 'फोल्डिंग व्हीलचेअर',
        description: 'हलकी ॲल्युमिनियमची व्हीलचेअर, घडी केल्यावर सपाट होते आणि कारच्या डिकीत व रिक्षात मावते. वजन 12 kg.',
        pickupNote: office.mr,
      },
      te: {
        name: 'ఫోల్డింగ్ వీల్‌చైర్',
        description: 'తేలికైన అల్యూమినియం వీల్‌చైర్; చదునుగా మడిచి కారు డిక్కీలో, ఆటోలో పెట్టుకోవచ్చు. బరువు 12 kg.',
        pickupNote: office.te,
      },
      ta: {
        name: 'மடக்கும் வீல்சேர்',
        description: 'எடை குறைந்த அலுமினிய வீல்சேர்; தட்டையாக மடக்கி காரின் டிக்கியிலும் ஆட்டோவிலும் வைக்கலாம். எடை 12 kg.',
        pickupNote: office.ta,
      },
      gu: {
        name: 'ફોલ્ડિંગ વ્હીલચેર',
        description: 'હલકી ઍલ્યુમિનિયમની વ્હીલચેર, જે વાળીને સપાટ કરી શકાય છે અને કારની ડિકીમાં કે રિક્ષામાં સમાઈ જાય છે. વજન 12 kg.',
        pickupNote: office.gu,
      },
      kn: {
        name: 'ಮಡಚುವ ವೀಲ್‌ಚೇರ್',
        description: 'ಹಗುರವಾದ ಅಲ್ಯೂಮಿನಿಯಂ ವೀಲ್‌ಚೇರ್; ಚಪ್ಪಟೆಯಾಗಿ ಮಡಚಿ ಕಾರಿನ ಡಿಕ್ಕಿಯಲ್ಲಿ ಮತ್ತು ಆಟೋರಿಕ್ಷಾದಲ್ಲಿ ಇಡಬಹುದು. ತೂಕ 12 kg.',
        pickupNote: office.kn,
      },
      ml: {
        name: 'മടക്കാവുന്ന വീൽചെയർ',
        description: 'ഭാരം കുറഞ്ഞ അലുമിനിയം വീൽചെയർ; പരന്ന രീതിയിൽ മടക്കി കാറിന്റെ ഡിക്കിയിലും ഓട്ടോറിക്ഷയിലും വയ്ക്കാം. ഭാരം 12 kg.',
        pickupNote: office.ml,
      },
      ur: {
        name: 'فولڈنگ وہیل چیئر',
        description: 'ہلکی ایلومینیم کی وہیل چیئر، جو تہہ ہو کر کار کی ڈگی اور آٹو رکشا میں آ جاتی ہے۔ وزن 12 kg۔',
        pickupNote: office.ur,
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
      bn: {
        name: 'ট্রানজিট হুইলচেয়ার',
        description: 'সঙ্গের লোক ঠেলে নিয়ে যাওয়ার জন্য ছোট চেয়ার, যার ব্রেক থাকে সাহায্যকারীর হাতে। হাসপাতালে যাওয়ার জন্য খুব সুবিধার।',
        pickupNote: office.bn,
      },
      mr: {
        name: 'ट्रान्झिट व्हीलचेअर',
        description: 'सोबतच्या व्यक्तीने ढकलायची लहान खुर्ची, जिचे ब्रेक मदतनिसाच्या हातात असतात. रुग्णालयात जाण्यासाठी सोयीची.',
        pickupNote: office.mr,
      },
      te: {
        name: 'ట్రాన్సిట్ వీల్‌చైర్',
        description: 'తోడు వచ్చినవారు తోసే చిన్న కుర్చీ; దీని బ్రేకులు సహాయకుడి చేతిలో ఉంటాయి. ఆసుపత్రికి వెళ్లడానికి అనుకూలం.',
        pickupNote: office.te,
      },
      ta: {
        name: 'டிரான்சிட் வீல்சேர்',
        description: 'உடன் வருபவர் தள்ளிச் செல்லும் சிறிய நாற்காலி; இதன் பிரேக்குகள் உதவியாளரின் கையில் இருக்கும். மருத்துவமனைக்குச் செல்ல ஏற்றது.',
        pickupNote: office.ta,
      },
      gu: {
        name: 'ટ્રાન્ઝિટ વ્હીલચેર',
        description: 'સાથે આવનાર વ્યક્તિ ધકેલે તેવી નાની ખુરશી, જેની બ્રેક મદદ કરનારના હાથમાં રહે છે. હૉસ્પિટલ જવા માટે અનુકૂળ.',
        pickupNote: office.gu,
      },
      kn: {
        name: 'ಟ್ರಾನ್ಸಿಟ್ ವೀಲ್‌ಚೇರ್',
        description: 'ಜೊತೆಗಿರುವವರು ತಳ್ಳುವ ಚಿಕ್ಕ ಕುರ್ಚಿ; ಇದರ ಬ್ರೇಕ್‌ಗಳು ಸಹಾಯಕರ ಕೈಯಲ್ಲಿರುತ್ತವೆ. ಆಸ್ಪತ್ರೆಗೆ ಹೋಗಲು ಸೂಕ್ತ.',
        pickupNote: office.kn,
      },
      ml: {
        name: 'ട്രാൻസിറ്റ് വീൽചെയർ',
        description: 'കൂടെയുള്ളയാൾ തള്ളിക്കൊണ്ടുപോകുന്ന ചെറിയ കസേര; ബ്രേക്കുകൾ സഹായിയുടെ കൈയിലാണ്. ആശുപത്രിയിൽ പോകാൻ ഏറ്റവും അനുയോജ്യം.',
        pickupNote: office.ml,
      },
      ur: {
        name: 'ٹرانزٹ وہیل چیئر',
        description: 'ساتھ والے کے دھکیلنے کے لیے چھوٹی کرسی، جس کے بریک مددگار کے ہاتھ میں رہتے ہیں۔ اسپتال جانے کے لیے اچھی۔',
        pickupNote: office.ur,
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
      bn: {
        name: 'হেলান দেওয়া যায় এমন হুইলচেয়ার',
        description: 'উঁচু, পিছনে হেলানো যায় এমন পিঠ আর উপরে তোলা যায় এমন পাদানি সহ হুইলচেয়ার, যাঁদের দিনের বেলা বিশ্রাম নিতে হয় তাঁদের জন্য।',
        pickupNote: office.bn,
      },
      mr: {
        name: 'मागे झुकणारी व्हीलचेअर',
        description: 'उंच, मागे झुकवता येणारी पाठ आणि वर उचलता येणारे पायांचे आधार असलेली व्हीलचेअर, ज्यांना दिवसा विश्रांती घ्यावी लागते त्यांच्यासाठी.',
        pickupNote: office.mr,
      },
      te: {
        name: 'వెనక్కి వాలే వీల్‌చైర్',
        description: 'ఎత్తైన, వెనక్కి వాల్చగలిగే వీపు ఆసరా, పైకి ఎత్తగలిగే కాళ్ల ఆసరాలు ఉన్న వీల్‌చైర్; పగటిపూట విశ్రాంతి తీసుకోవలసినవారి కోసం.',
        pickupNote: office.te,
      },
      ta: {
        name: 'சாய்வு வீல்சேர்',
        description: 'உயரமான, பின்னால் சாய்க்கக்கூடிய முதுகுப் பகுதியும், மேலே உயர்த்தக்கூடிய கால் தாங்கிகளும் கொண்ட வீல்சேர்; பகலில் ஓய்வெடுக்க வேண்டியவர்களுக்கு ஏற்றது.',
        pickupNote: office.ta,
      },
      gu: {
        name: 'પાછળ નમી શકે તેવી વ્હીલચેર',
        description: 'ઊંચી, પાછળ નમાવી શકાય તેવી પીઠ અને ઊંચા કરી શકાય તેવા પગના ટેકાવાળી વ્હીલચેર, જેમને દિવસ દરમિયાન આરામ કરવો પડે છે તેમના માટે.',
        pickupNote: office.gu,
      },
      kn: {
        name: 'ಹಿಂದಕ್ಕೆ ಬಾಗುವ ವೀಲ್‌ಚೇರ್',
        description: 'ಎತ್ತರದ, ಹಿಂದಕ್ಕೆ ಬಾಗಿಸಬಹುದಾದ ಬೆನ್ನಾಸರೆ ಮತ್ತು ಮೇಲಕ್ಕೆ ಎತ್ತಬಹುದಾದ ಕಾಲಿನ ಆಧಾರಗಳಿರುವ ವೀಲ್‌ಚೇರ್; ಹಗಲಿನಲ್ಲಿ ವಿಶ್ರಾಂತಿ ಪಡೆಯಬೇಕಾದವರಿಗಾಗಿ.',
        pickupNote: office.kn,
      },
      ml: {
        name: 'പിന്നിലേക്ക് ചായ്ക്കാവുന്ന വീൽചെയർ',
        description: 'ഉയരമുള്ള, പിന്നിലേക്ക് ചായ്ക്കാവുന്ന പിൻഭാഗവും ഉയർത്താവുന്ന കാൽതാങ്ങുകളുമുള്ള വീൽചെയർ; പകൽ സമയത്ത് വിശ്രമിക്കേണ്ടവർക്കായി.',
        pickupNote: office.ml,
      },
      ur: {
        name: 'پیچھے جھکنے والی وہیل چیئر',
        description: 'اونچی، پیچھے جھکنے والی پشت اور اوپر اٹھنے والے پاؤں کے سہارے والی وہیل چیئر، ان کے لیے جنہیں دن میں آرام کرنا ہوتا ہے۔',
        pickupNote: office.ur,
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
      bn: {
        name: 'চাপ বদলানো এয়ার ম্যাট্রেস',
        description: 'চাপ কমানোর এয়ার ম্যাট্রেস, যার নিঃশব্দ পাম্প পালা করে খোপগুলিতে হাওয়া ভরে, যাতে শয্যাক্ষত (বেড সোর) না হয়।',
        pickupNote: home.bn,
      },
      mr: {
        name: 'दाब बदलणारी हवेची गादी',
        description: 'दाब कमी करणारी हवेची गादी; तिचा आवाज न करणारा पंप आळीपाळीने कप्प्यांत हवा भरतो, जेणेकरून अंथरुणावर पडून जखमा (बेड सोअर) होऊ नयेत.',
        pickupNote: home.mr,
      },
      te: {
        name: 'ఒత్తిడి మారే గాలి పరుపు',
        description: 'ఒత్తిడిని తగ్గించే గాలి పరుపు; దీని నిశ్శబ్దమైన పంపు గదులను వంతులవారీగా నింపుతుంది, దీనివల్ల పడక పుండ్లు (బెడ్ సోర్స్) రాకుండా ఉంటాయి.',
        pickupNote: home.te,
      },
      ta: {
        name: 'அழுத்தம் மாறும் காற்று மெத்தை',
        description: 'அழுத்தத்தைக் குறைக்கும் காற்று மெத்தை; இதன் சத்தமில்லாத பம்ப் அறைகளை மாறி மாறி நிரப்புவதால் படுக்கைப் புண்கள் வராமல் தடுக்க உதவுகிறது.',
        pickupNote: home.ta,
      },
      gu: {
        name: 'બદલાતા દબાણવાળું એર ગાદલું',
        description: 'દબાણ ઘટાડતું એર ગાદલું, જેનો શાંત પંપ વારાફરતી ખાનાંમાં હવા ભરે છે, જેથી પથારીનાં ચાંદાં (બેડ સોર) ન પડે.',
        pickupNote: home.gu,
      },
      kn: {
        name: 'ಒತ್ತಡ ಬದಲಾಗುವ ಗಾಳಿ ಹಾಸಿಗೆ',
        description: 'ಒತ್ತಡ ಕಡಿಮೆ ಮಾಡುವ ಗಾಳಿ ಹಾಸಿಗೆ; ಇದರ ಸದ್ದಿಲ್ಲದ ಪಂಪ್ ಕೋಶಗಳಿಗೆ ಸರದಿಯಂತೆ ಗಾಳಿ ತುಂಬುತ್ತದೆ, ಇದು ಹಾಸಿಗೆ ಹುಣ್ಣುಗಳು (ಬೆಡ್ ಸೋರ್) ಆಗದಂತೆ ತಡೆಯಲು ನೆರವಾಗುತ್ತದೆ.',
        pickupNote: home.kn,
      },
      ml: {
        name: 'മർദ്ദം മാറുന്ന എയർ മെത്ത',
        description: 'മർദ്ദം കുറയ്ക്കുന്ന എയർ മെത്ത; ഇതിന്റെ ശബ്ദമില്ലാത്ത പമ്പ് അറകളിൽ മാറിമാറി കാറ്റ് നിറയ്ക്കുന്നു, അതുവഴി കിടപ്പുവ്രണങ്ങൾ (ബെഡ് സോർ) വരാതെ തടയാൻ സഹായിക്കുന്നു.',
        pickupNote: home.ml,
      },
      ur: {
        name: 'بدلتے دباؤ والا ایئر گدا',
        description: 'دباؤ کم کرنے والا ایئر گدا، جس کا خاموش پمپ باری باری خانوں میں ہوا بھرتا ہے، تاکہ بستر کے زخم (بیڈ سور) نہ ہوں۔',
        pickupNote: home.ur,
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
      bn: {
        name: 'বাবল এয়ার ম্যাট্রেস',
        description: 'সাধারণ খাটের উপর পাতার জন্য বাবল-খোপের ম্যাট্রেস; পরিষ্কার করা সহজ, অপারেশনের পরে বাড়িতে দেখাশোনার জন্য উপযুক্ত।',
        pickupNote: home.bn,
      },
      mr: {
        name: 'बबल हवेची गादी',
        description: 'साध्या पलंगावर अंथरायची बबल-कप्प्यांची गादी; स्वच्छ करायला सोपी, ऑपरेशननंतर घरी काळजी घेण्यासाठी योग्य.',
        pickupNote: home.mr,
      },
      te: {
        name: 'బబుల్ గాలి పరుపు',
        description: 'మామూలు మంచంపై పరిచే బబుల్-గదుల పరుపు; శుభ్రం చేయడం సులభం, ఆపరేషన్ తర్వాత ఇంట్లో సంరక్షణకు అనుకూలం.',
        pickupNote: home.te,
      },
      ta: {
        name: 'குமிழ் காற்று மெத்தை',
        description: 'சாதாரணக் கட்டிலின் மேல் விரிக்கும் குமிழ் அறைகள் கொண்ட மெத்தை; சுத்தம் செய்வது எளிது, அறுவைச் சிகிச்சைக்குப் பிறகு வீட்டில் கவனித்துக்கொள்ள ஏற்றது.',
        pickupNote: home.ta,
      },
      gu: {
        name: 'બબલ એર ગાદલું',
        description: 'સાદા પલંગ પર પાથરવાનું બબલ-ખાનાંવાળું ગાદલું; સાફ કરવામાં સરળ, ઑપરેશન પછી ઘરે સંભાળ માટે યોગ્ય.',
        pickupNote: home.gu,
      },
      kn: {
        name: 'ಬಬಲ್ ಗಾಳಿ ಹಾಸಿಗೆ',
        description: 'ಸಾಮಾನ್ಯ ಮಂಚದ ಮೇಲೆ ಹಾಸುವ ಬಬಲ್-ಕೋಶಗಳ ಹಾಸಿಗೆ; ಸ್ವಚ್ಛಗೊಳಿಸಲು ಸುಲಭ, ಆಪರೇಷನ್ ನಂತರ ಮನೆಯಲ್ಲಿ ಆರೈಕೆಗೆ ಸೂಕ್ತ.',
        pickupNote: home.kn,
      },
      ml: {
        name: 'ബബിൾ എയർ മെത്ത',
        description: 'സാധാരണ കട്ടിലിൽ വിരിക്കാവുന്ന ബബിൾ-അറകളുള്ള മെത്ത; വൃത്തിയാക്കാൻ എളുപ്പം, ശസ്ത്രക്രിയയ്ക്ക് ശേഷം വീട്ടിലെ പരിചരണത്തിന് അനുയോജ്യം.',
        pickupNote: home.ml,
      },
      ur: {
        name: 'ببل ایئر گدا',
        description: 'عام پلنگ پر بچھانے والا ببل خانوں کا گدا؛ صاف کرنے میں آسان، آپریشن کے بعد گھر پر دیکھ بھال کے لیے موزوں۔',
        pickupNote: home.ur,
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
      bn: {
        name: 'টিউবের এয়ারবেড',
        description: 'অনেক দিন বিছানায় শুয়ে বিশ্রামের জন্য টিউব-খোপের এয়ারবেড; চাপ কমে গেলে পাম্পে অ্যালার্ম বাজে।',
        pickupNote: home.bn,
      },
      mr: {
        name: 'ट्यूबचा एअरबेड',
        description: 'दीर्घकाळ अंथरुणावर विश्रांतीसाठी ट्यूब-कप्प्यांचा एअरबेड; दाब कमी झाल्यास पंपावरचा अलार्म वाजतो.',
        pickupNote: home.mr,
      },
      te: {
        name: 'ట్యూబ్ ఎయిర్‌బెడ్',
        description: 'ఎక్కువ కాలం మంచంపై విశ్రాంతి కోసం ట్యూబ్-గదుల ఎయిర్‌బెడ్; ఒత్తిడి తగ్గితే పంపులో అలారం మోగుతుంది.',
        pickupNote: home.te,
      },
      ta: {
        name: 'குழாய் அறை ஏர்பெட்',
        description: 'நீண்ட நாள் படுக்கையில் ஓய்வெடுப்பவர்களுக்கான குழாய் அறைகள் கொண்ட ஏர்பெட்; அழுத்தம் குறைந்தால் பம்பில் அலாரம் ஒலிக்கும்.',
        pickupNote: home.ta,
      },
      gu: {
        name: 'ટ્યૂબવાળો એરબેડ',
        description: 'લાંબા સમય સુધી પથારીમાં આરામ માટે ટ્યૂબ-ખાનાંવાળો એરબેડ; દબાણ ઘટે ત્યારે પંપમાં એલાર્મ વાગે છે.',
        pickupNote: home.gu,
      },
      kn: {
        name: 'ಟ್ಯೂಬ್ ಏರ್‌ಬೆಡ್',
        description: 'ಬಹಳ ಕಾಲ ಹಾಸಿಗೆಯಲ್ಲೇ ವಿಶ್ರಾಂತಿ ಪಡೆಯುವವರಿಗೆ ಟ್ಯೂಬ್-ಕೋಶಗಳ ಏರ್‌ಬೆಡ್; ಒತ್ತಡ ಕಡಿಮೆಯಾದರೆ ಪಂಪ್‌ನಲ್ಲಿ ಅಲಾರಂ ಬಾರಿಸುತ್ತದೆ.',
        pickupNote: home.kn,
      },
      ml: {
        name: 'ട്യൂബ് എയർബെഡ്',
        description: 'ദീർഘകാലം കിടപ്പിലായവർക്കുള്ള ട്യൂബ്-അറകളുള്ള എയർബെഡ്; മർദ്ദം കുറഞ്ഞാൽ പമ്പിൽ അലാറം മുഴങ്ങും.',
        pickupNote: home.ml,
      },
      ur: {
        name: 'ٹیوب والا ایئر بیڈ',
        description: 'لمبے عرصے تک بستر پر آرام کے لیے ٹیوب خانوں والا ایئر بیڈ؛ دباؤ کم ہونے پر پمپ الارم بجاتا ہے۔',
        pickupNote: home.ur,
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
      bn: { name: 'উচ্চতা বদলানো যায় এমন ওয়াকিং স্টিক', description: 'দশ ধাপে উচ্চতা বদলানো যায় এমন অ্যালুমিনিয়ামের ওয়াকিং স্টিক, নরম হাতল আর রবারের ডগা সহ।' },
      mr: { name: 'उंची बदलता येणारी वॉकिंग स्टिक', description: 'दहा टप्प्यांत उंची बदलता येणारी ॲल्युमिनियमची वॉकिंग स्टिक, मऊ मूठ आणि रबरी टोकासह.' },
      te: { name: 'ఎత్తు మార్చగలిగే వాకింగ్ స్టిక్', description: 'పది స్థాయిల్లో ఎత్తు మార్చగలిగే అల్యూమినియం వాకింగ్ స్టిక్; మెత్తని పట్టు, రబ్బరు కొనతో.' },
      ta: { name: 'உயரம் மாற்றக்கூடிய கைத்தடி', description: 'பத்து நிலைகளில் உயரம் மாற்றக்கூடிய அலுமினியக் கைத்தடி; மென்மையான கைப்பிடியும் ரப்பர் முனையும் உண்டு.' },
      gu: { name: 'ઊંચાઈ બદલી શકાય તેવી વૉકિંગ સ્ટિક', description: 'દસ સ્તરે ઊંચાઈ બદલી શકાય તેવી ઍલ્યુમિનિયમની વૉકિંગ સ્ટિક, નરમ હાથા અને રબરની ટોચ સાથે.' },
      kn: { name: 'ಎತ್ತರ ಬದಲಿಸಬಹುದಾದ ವಾಕಿಂಗ್ ಸ್ಟಿಕ್', description: 'ಹತ್ತು ಹಂತಗಳಲ್ಲಿ ಎತ್ತರ ಬದಲಿಸಬಹುದಾದ ಅಲ್ಯೂಮಿನಿಯಂ ವಾಕಿಂಗ್ ಸ್ಟಿಕ್; ಮೃದುವಾದ ಹಿಡಿಕೆ ಮತ್ತು ರಬ್ಬರ್ ತುದಿ ಇದೆ.' },
      ml: { name: 'ഉയരം മാറ്റാവുന്ന ഊന്നുവടി', description: 'പത്ത് തട്ടുകളിൽ ഉയരം മാറ്റാവുന്ന അലുമിനിയം ഊന്നുവടി; മൃദുവായ പിടിയും റബ്ബർ അറ്റവുമുണ്ട്.' },
      ur: { name: 'اونچائی بدلنے والی واکنگ اسٹک', description: 'دس درجوں میں اونچائی بدلنے والی ایلومینیم کی واکنگ اسٹک، نرم دستے اور ربڑ کی نوک کے ساتھ۔' },
    },
  },
  {
    name: 'Quad Base Walking Cane',
    category: 'walkingStick',
    stocks: 5,
    description: 'Four-legged base that stands on its own and gives extra stability on uneven floors.',
    translations: {
      hi: { name: 'चार पैरों वाली वॉकिंग स्टिक', description: 'चार पैरों वाला आधार, जो अपने आप खड़ा रहता है और ऊबड़-खाबड़ फ़र्श पर ज़्यादा सहारा देता है।' },
      bn: { name: 'চার পায়ার ওয়াকিং স্টিক', description: 'চার পায়ার তলা, যা নিজে থেকেই দাঁড়িয়ে থাকে আর উঁচু-নিচু মেঝেতে বাড়তি ভরসা দেয়।' },
      mr: { name: 'चार पायांची वॉकिंग स्टिक', description: 'चार पायांचा तळ, जो आपोआप उभा राहतो आणि उंचसखल जमिनीवर जास्त आधार देतो.' },
      te: { name: 'నాలుగు కాళ్ల వాకింగ్ స్టిక్', description: 'నాలుగు కాళ్ల అడుగు భాగం; ఇది తనంతట తానే నిలబడుతుంది, ఎగుడుదిగుడు నేలపై మరింత ఆసరా ఇస్తుంది.' },
      ta: { name: 'நான்கு கால் கைத்தடி', description: 'தானாகவே நிற்கும் நான்கு கால் அடிப்பகுதி; மேடுபள்ளமான தரையில் கூடுதல் உறுதி தருகிறது.' },
      gu: { name: 'ચાર પાયાવાળી વૉકિંગ સ્ટિક', description: 'ચાર પાયાવાળો આધાર, જે જાતે ઊભો રહે છે અને ખાડાટેકરાવાળી જમીન પર વધુ ટેકો આપે છે.' },
      kn: { name: 'ನಾಲ್ಕು ಕಾಲಿನ ವಾಕಿಂಗ್ ಸ್ಟಿಕ್', description: 'ನಾಲ್ಕು ಕಾಲಿನ ತಳಭಾಗ; ಇದು ತಾನಾಗಿಯೇ ನಿಲ್ಲುತ್ತದೆ ಮತ್ತು ಏರುತಗ್ಗಿನ ನೆಲದ ಮೇಲೆ ಹೆಚ್ಚಿನ ಆಸರೆ ನೀಡುತ್ತದೆ.' },
      ml: { name: 'നാലുകാലുള്ള ഊന്നുവടി', description: 'തനിയെ നിൽക്കുന്ന നാലുകാലുള്ള അടിഭാഗം; നിരപ്പില്ലാത്ത തറയിൽ കൂടുതൽ ഉറപ്പ് നൽകുന്നു.' },
      ur: { name: 'چار پایوں والی واکنگ اسٹک', description: 'چار پایوں والا نچلا حصہ، جو خود کھڑا رہتا ہے اور ناہموار فرش پر زیادہ سہارا دیتا ہے۔' },
    },
  },
  {
    name: 'Folding Walking Stick',
    category: 'walkingStick',
    stocks: 0,
    description: 'Folds into four parts to fit in a bag; comes with a wrist strap.',
    translations: {
      hi: { name: 'फ़ोल्डिंग वॉकिंग स्टिक', description: 'चार हिस्सों में मुड़कर थैले में आ जाती है; साथ में कलाई का पट्टा।' },
      bn: { name: 'ফোল্ডিং ওয়াকিং স্টিক', description: 'চার ভাঁজে গুটিয়ে ব্যাগে রাখা যায়; সঙ্গে কবজিতে পরার ফিতে।' },
      mr: { name: 'फोल्डिंग वॉकिंग स्टिक', description: 'चार भागांत घडी होऊन पिशवीत मावते; सोबत मनगटाचा पट्टा.' },
      te: { name: 'ఫోల్డింగ్ వాకింగ్ స్టిక్', description: 'నాలుగు భాగాలుగా మడిచి సంచిలో పెట్టుకోవచ్చు; మణికట్టు పట్టీ కూడా ఉంటుంది.' },
      ta: { name: 'மடக்கும் கைத்தடி', description: 'நான்கு பகுதிகளாக மடக்கிப் பையில் வைக்கலாம்; மணிக்கட்டுப் பட்டையும் உண்டு.' },
      gu: { name: 'ફોલ્ડિંગ વૉકિંગ સ્ટિક', description: 'ચાર ભાગમાં વળીને થેલીમાં સમાઈ જાય છે; સાથે કાંડાનો પટ્ટો.' },
      kn: { name: 'ಮಡಚುವ ವಾಕಿಂಗ್ ಸ್ಟಿಕ್', description: 'ನಾಲ್ಕು ಭಾಗಗಳಾಗಿ ಮಡಚಿ ಚೀಲದಲ್ಲಿ ಇಡಬಹುದು; ಜೊತೆಗೆ ಮಣಿಕಟ್ಟಿನ ಪಟ್ಟಿ ಇದೆ.' },
      ml: { name: 'മടക്കാവുന്ന ഊന്നുവടി', description: 'നാല് ഭാഗങ്ങളായി മടക്കി ബാഗിൽ വയ്ക്കാം; കൈത്തണ്ടയിൽ ഇടാനുള്ള വള്ളിയുമുണ്ട്.' },
      ur: { name: 'فولڈنگ واکنگ اسٹک', description: 'چار حصوں میں تہہ ہو کر تھیلے میں آ جاتی ہے؛ ساتھ میں کلائی کا پٹا۔' },
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
      bn: {
        name: 'হাতে চালানো হাসপাতালের বেড',
        description: 'দুটি হাতল ঘুরিয়ে ওঠানো-নামানো যায় এমন হাসপাতালের বেড, পাশের রেলিং আর লক করা যায় এমন চাকা সহ; সঙ্গে ফোমের গদি।',
        pickupNote: 'দুজন স্বেচ্ছাসেবক এটি পৌঁছে দিয়ে লাগিয়ে দেন; সময় ঠিক করতে আমরা আপনাকে ফোন করব।',
      },
      mr: {
        name: 'हाताने चालवायचा हॉस्पिटल बेड',
        description: 'दोन हँडलचा हॉस्पिटल बेड, बाजूचे रेलिंग आणि लॉक होणारी चाके असलेला; सोबत फोमची गादी.',
        pickupNote: 'दोन स्वयंसेवक तो आणून लावून देतात; वेळ ठरवण्यासाठी आम्ही आपल्याला फोन करू.',
      },
      te: {
        name: 'చేతితో తిప్పే ఆసుపత్రి మంచం',
        description: 'రెండు హ్యాండిళ్లు ఉన్న ఆసుపత్రి మంచం, పక్క రెయిలింగ్‌లు, లాక్ అయ్యే చక్రాలతో; ఫోమ్ పరుపు కూడా ఉంటుంది.',
        pickupNote: 'ఇద్దరు వాలంటీర్లు దీన్ని తెచ్చి అమర్చి ఇస్తారు; సమయం నిర్ణయించడానికి మేము మీకు ఫోన్ చేస్తాము.',
      },
      ta: {
        name: 'கையால் இயக்கும் மருத்துவமனைக் கட்டில்',
        description: 'இரண்டு கைப்பிடிகளால் இயக்கும் மருத்துவமனைக் கட்டில்; பக்கத் தடுப்புகளும் பூட்டக்கூடிய சக்கரங்களும் உண்டு; நுரை மெத்தையும் சேர்த்துத் தரப்படும்.',
        pickupNote: 'இரண்டு தன்னார்வலர்கள் இதைக் கொண்டுவந்து பொருத்தித் தருவார்கள்; நேரத்தை முடிவுசெய்ய நாங்கள் உங்களைத் தொலைபேசியில் அழைப்போம்.',
      },
      gu: {
        name: 'હાથથી ચાલતો હૉસ્પિટલ બેડ',
        description: 'બે હૅન્ડલવાળો હૉસ્પિટલ બેડ, બાજુની રેલિંગ અને લૉક થઈ શકે તેવાં પૈડાં સાથે; સાથે ફોમનું ગાદલું.',
        pickupNote: 'બે સ્વયંસેવકો તેને પહોંચાડીને ગોઠવી આપે છે; સમય નક્કી કરવા અમે આપને ફોન કરીશું.',
      },
      kn: {
        name: 'ಕೈಯಿಂದ ತಿರುಗಿಸುವ ಆಸ್ಪತ್ರೆ ಹಾಸಿಗೆ',
        description: 'ಎರಡು ಹ್ಯಾಂಡಲ್‌ಗಳಿರುವ ಆಸ್ಪತ್ರೆ ಹಾಸಿಗೆ, ಪಕ್ಕದ ಕಂಬಿಗಳು ಮತ್ತು ಲಾಕ್ ಮಾಡಬಹುದಾದ ಚಕ್ರಗಳೊಂದಿಗೆ; ಜೊತೆಗೆ ಫೋಮ್ ಗಾದಿ ಇದೆ.',
        pickupNote: 'ಇಬ್ಬರು ಸ್ವಯಂಸೇವಕರು ಇದನ್ನು ತಂದು ಜೋಡಿಸಿ ಕೊಡುತ್ತಾರೆ; ಸಮಯ ನಿಗದಿಪಡಿಸಲು ನಾವು ನಿಮಗೆ ಫೋನ್ ಮಾಡುತ್ತೇವೆ.',
      },
      ml: {
        name: 'കൈകൊണ്ട് പ്രവർത്തിപ്പിക്കുന്ന ആശുപത്രി കിടക്ക',
        description: 'രണ്ട് ഹാൻഡിലുകളുള്ള ആശുപത്രി കിടക്ക; വശങ്ങളിൽ കൈവരികളും ലോക്ക് ചെയ്യാവുന്ന ചക്രങ്ങളുമുണ്ട്; ഫോം മെത്തയും ഒപ്പം ലഭിക്കും.',
        pickupNote: 'രണ്ട് വോളന്റിയർമാർ ഇത് എത്തിച്ച് ഘടിപ്പിച്ചു തരും; സമയം നിശ്ചയിക്കാൻ ഞങ്ങൾ താങ്കളെ ഫോണിൽ വിളിക്കും.',
      },
      ur: {
        name: 'ہاتھ سے چلنے والا اسپتال کا بستر',
        description: 'دو ہینڈل والا اسپتال کا بستر، سائیڈ ریلنگ اور لاک ہونے والے پہیوں کے ساتھ؛ فوم کا گدا ساتھ میں۔',
        pickupNote: 'دو رضاکار اسے پہنچا کر لگا دیتے ہیں؛ وقت طے کرنے کے لیے ہم آپ کو فون کریں گے۔',
      },
    },
  },
  {
    name: 'Commode Chair',
    category: 'commode',
    stocks: 5,
    description: 'Steel commode chair with a removable bucket and lid, padded armrests.',
    translations: {
      hi: { name: 'कमोड कुर्सी', description: 'स्टील की कमोड कुर्सी, निकलने वाली बाल्टी और ढक्कन, गद्दीदार हत्थे।' },
      bn: { name: 'কমোড চেয়ার', description: 'স্টিলের কমোড চেয়ার, খুলে নেওয়া যায় এমন বালতি ও ঢাকনা, গদি-আঁটা হাতল।' },
      mr: { name: 'कमोड खुर्ची', description: 'स्टीलची कमोड खुर्ची, काढता येणारी बादली व झाकण, गादी लावलेले हातांचे आधार.' },
      te: { name: 'కమోడ్ కుర్చీ', description: 'స్టీల్ కమోడ్ కుర్చీ; తీసివేయగలిగే బకెట్, మూత, మెత్తని చేతి ఆసరాలు.' },
      ta: { name: 'கமோட் நாற்காலி', description: 'எஃகு கமோட் நாற்காலி; கழற்றக்கூடிய வாளியும் மூடியும், மெத்தை வைத்த கைப்பிடிகளும் உண்டு.' },
      gu: { name: 'કમોડ ખુરશી', description: 'સ્ટીલની કમોડ ખુરશી, કાઢી શકાય તેવી ડોલ અને ઢાંકણ, ગાદીવાળા હાથા.' },
      kn: { name: 'ಕಮೋಡ್ ಕುರ್ಚಿ', description: 'ಸ್ಟೀಲ್ ಕಮೋಡ್ ಕುರ್ಚಿ; ತೆಗೆಯಬಹುದಾದ ಬಕೆಟ್ ಮತ್ತು ಮುಚ್ಚಳ, ಮೆತ್ತನೆಯ ಕೈ ಆಧಾರಗಳು.' },
      ml: { name: 'കമ്മോഡ് കസേര', description: 'സ്റ്റീൽ കമ്മോഡ് കസേര; എടുത്തുമാറ്റാവുന്ന ബക്കറ്റും അടപ്പും, കുഷ്യനുള്ള കൈത്താങ്ങുകളും.' },
      ur: { name: 'کموڈ کرسی', description: 'اسٹیل کی کموڈ کرسی، نکلنے والی بالٹی اور ڈھکن، گدے دار ہتھے۔' },
    },
  },
  {
    name: 'Folding Walker',
    category: 'walker',
    stocks: 6,
    description: 'Lightweight aluminium walker that folds flat, with height adjustment and rubber tips.',
    translations: {
      hi: { name: 'फ़ोल्डिंग वॉकर', description: 'हल्का एल्युमिनियम वॉकर, जो मुड़कर सपाट हो जाता है; ऊँचाई बदलती है, रबर की नोकें।' },
      bn: { name: 'ফোল্ডিং ওয়াকার', description: 'হালকা অ্যালুমিনিয়ামের ওয়াকার, ভাঁজ করলে চ্যাপ্টা হয়ে যায়; উচ্চতা বদলানো যায়, রবারের ডগা লাগানো।' },
      mr: { name: 'फोल्डिंग वॉकर', description: 'हलका ॲल्युमिनियमचा वॉकर, घडी केल्यावर सपाट होतो; उंची बदलता येते, रबरी टोके.' },
      te: { name: 'ఫోల్డింగ్ వాకర్', description: 'తేలికైన అల్యూమినియం వాకర్, చదునుగా మడుస్తుంది; ఎత్తు మార్చవచ్చు, రబ్బరు కొనలు ఉంటాయి.' },
      ta: { name: 'மடக்கும் வாக்கர்', description: 'எடை குறைந்த அலுமினிய வாக்கர்; தட்டையாக மடக்கலாம், உயரம் மாற்றலாம், ரப்பர் முனைகள் உண்டு.' },
      gu: { name: 'ફોલ્ડિંગ વૉકર', description: 'હલકો ઍલ્યુમિનિયમનો વૉકર, જે વળીને સપાટ થઈ જાય છે; ઊંચાઈ બદલી શકાય છે, રબરની ટોચો.' },
      kn: { name: 'ಮಡಚುವ ವಾಕರ್', description: 'ಹಗುರವಾದ ಅಲ್ಯೂಮಿನಿಯಂ ವಾಕರ್, ಚಪ್ಪಟೆಯಾಗಿ ಮಡಚಬಹುದು; ಎತ್ತರ ಬದಲಿಸಬಹುದು, ರಬ್ಬರ್ ತುದಿಗಳಿವೆ.' },
      ml: { name: 'മടക്കാവുന്ന വാക്കർ', description: 'ഭാരം കുറഞ്ഞ അലുമിനിയം വാക്കർ; പരന്ന രീതിയിൽ മടക്കാം, ഉയരം മാറ്റാം, റബ്ബർ അറ്റങ്ങളുണ്ട്.' },
      ur: { name: 'فولڈنگ واکر', description: 'ہلکا ایلومینیم واکر، جو تہہ ہو کر سپاٹ ہو جاتا ہے؛ اونچائی بدلتی ہے، ربڑ کی نوکیں۔' },
    },
  },
  {
    name: 'Oxygen Concentrator',
    category: 'oxygenConcentrator',
    stocks: 2,
    description: 'Five-litre home oxygen concentrator with nasal cannula; needs a doctor’s prescription.',
    translations: {
      hi: { name: 'ऑक्सीजन कंसंट्रेटर', description: 'पाँच लीटर का घरेलू ऑक्सीजन कंसंट्रेटर, नाक की नली के साथ; डॉक्टर का पर्चा ज़रूरी।' },
      bn: { name: 'অক্সিজেন কনসেনট্রেটর', description: 'পাঁচ লিটারের ঘরোয়া অক্সিজেন কনসেনট্রেটর, নাকের নল সহ; ডাক্তারের প্রেসক্রিপশন লাগবে।' },
      mr: { name: 'ऑक्सिजन कॉन्सन्ट्रेटर', description: 'पाच लिटरचा घरगुती ऑक्सिजन कॉन्सन्ट्रेटर, नाकात लावायच्या नळीसह; डॉक्टरांची चिठ्ठी आवश्यक.' },
      te: { name: 'ఆక్సిజన్ కాన్సంట్రేటర్', description: 'ఐదు లీటర్ల ఇంటి ఆక్సిజన్ కాన్సంట్రేటర్, ముక్కు గొట్టంతో; డాక్టర్ ప్రిస్క్రిప్షన్ అవసరం.' },
      ta: { name: 'ஆக்சிஜன் கான்சன்ட்ரேட்டர்', description: 'ஐந்து லிட்டர் வீட்டு ஆக்சிஜன் கான்சன்ட்ரேட்டர், மூக்குக் குழாயுடன்; மருத்துவரின் மருந்துச்சீட்டு தேவை.' },
      gu: { name: 'ઑક્સિજન કૉન્સન્ટ્રેટર', description: 'પાંચ લિટરનું ઘરેલુ ઑક્સિજન કૉન્સન્ટ્રેટર, નાકની નળી સાથે; ડૉક્ટરનું પ્રિસ્ક્રિપ્શન જરૂરી.' },
      kn: { name: 'ಆಮ್ಲಜನಕ ಸಾಂದ್ರಕ', description: 'ಐದು ಲೀಟರ್‌ನ ಮನೆಬಳಕೆಯ ಆಮ್ಲಜನಕ ಸಾಂದ್ರಕ (ಆಕ್ಸಿಜನ್ ಕಾನ್ಸಂಟ್ರೇಟರ್), ಮೂಗಿನ ನಳಿಕೆಯೊಂದಿಗೆ; ವೈದ್ಯರ ಚೀಟಿ ಅಗತ್ಯ.' },
      ml: { name: 'ഓക്സിജൻ കോൺസൻട്രേറ്റർ', description: 'അഞ്ച് ലിറ്ററിന്റെ, വീട്ടിൽ ഉപയോഗിക്കാവുന്ന ഓക്സിജൻ കോൺസൻട്രേറ്റർ, മൂക്കിൽ വയ്ക്കുന്ന ട്യൂബ് സഹിതം; ഡോക്ടറുടെ കുറിപ്പടി ആവശ്യമാണ്.' },
      ur: { name: 'آکسیجن کنسنٹریٹر', description: 'پانچ لیٹر کا گھریلو آکسیجن کنسنٹریٹر، ناک کی نلی کے ساتھ؛ ڈاکٹر کا نسخہ ضروری۔' },
    },
  },
  {
    name: 'Underarm Crutches',
    category: 'crutches',
    stocks: 8,
    description: 'A pair of adjustable aluminium underarm crutches with padded tops.',
    translations: {
      hi: { name: 'बगल की बैसाखी', description: 'ऊँचाई बदलने वाली एल्युमिनियम बैसाखियों की जोड़ी, ऊपर गद्दी के साथ।' },
      bn: { name: 'বগলের ক্রাচ', description: 'উচ্চতা বদলানো যায় এমন এক জোড়া অ্যালুমিনিয়ামের ক্রাচ, উপরে গদি লাগানো।' },
      mr: { name: 'काखेतल्या कुबड्या', description: 'उंची बदलता येणाऱ्या ॲल्युमिनियमच्या कुबड्यांची जोडी, वरच्या बाजूला गादीसह.' },
      te: { name: 'చంక ఊతకర్రలు', description: 'ఎత్తు మార్చగలిగే అల్యూమినియం చంక ఊతకర్రల జత; పైభాగంలో మెత్తని ఆసరా ఉంటుంది.' },
      ta: { name: 'அக்குள் ஊன்றுகோல்கள்', description: 'உயரம் மாற்றக்கூடிய ஒரு ஜோடி அலுமினிய அக்குள் ஊன்றுகோல்கள்; மேல் பகுதியில் மெத்தை உண்டு.' },
      gu: { name: 'બગલની કાખઘોડી', description: 'ઊંચાઈ બદલી શકાય તેવી ઍલ્યુમિનિયમની કાખઘોડીની જોડી, ઉપર ગાદી સાથે.' },
      kn: { name: 'ಕಂಕುಳ ಊರುಗೋಲುಗಳು', description: 'ಎತ್ತರ ಬದಲಿಸಬಹುದಾದ ಅಲ್ಯೂಮಿನಿಯಂ ಕಂಕುಳ ಊರುಗೋಲುಗಳ ಜೋಡಿ, ಮೇಲ್ಭಾಗದಲ್ಲಿ ಮೆತ್ತೆಯೊಂದಿಗೆ.' },
      ml: { name: 'കക്ഷത്തിൽ വയ്ക്കുന്ന ക്രച്ചസ്', description: 'ഉയരം മാറ്റാവുന്ന ഒരു ജോടി അലുമിനിയം ക്രച്ചസ്; മുകളിൽ കുഷ്യനുണ്ട്.' },
      ur: { name: 'بغل کی بیساکھی', description: 'اونچائی بدلنے والی ایلومینیم بیساکھیوں کی جوڑی، اوپر گدی کے ساتھ۔' },
    },
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
