-- The three categories Sahaya started with are named in every language it speaks beside English
-- and Hindi (0038 named them in those two). A name an admin has written already is kept.
UPDATE "asset_categories" SET "names" = '{"bn": "হুইলচেয়ার", "mr": "व्हीलचेअर", "te": "వీల్‌చైర్", "ta": "வீல்சேர்", "gu": "વ્હીલચેર", "kn": "ವೀಲ್‌ಚೇರ್", "ml": "വീൽചെയർ", "ur": "وہیل چیئر"}'::jsonb || "names" WHERE "key" = 'wheelchair';
--> statement-breakpoint
UPDATE "asset_categories" SET "names" = '{"bn": "এয়ারবেড", "mr": "एअरबेड", "te": "ఎయిర్‌బెడ్", "ta": "ஏர்பெட்", "gu": "એરબેડ", "kn": "ಏರ್‌ಬೆಡ್", "ml": "എയർബെഡ്", "ur": "ایئر بیڈ"}'::jsonb || "names" WHERE "key" = 'airbed';
--> statement-breakpoint
UPDATE "asset_categories" SET "names" = '{"bn": "ওয়াকিং স্টিক", "mr": "वॉकिंग स्टिक", "te": "వాకింగ్ స్టిక్", "ta": "கைத்தடி", "gu": "વૉકિંગ સ્ટિક", "kn": "ವಾಕಿಂಗ್ ಸ್ಟಿಕ್", "ml": "ഊന്നുവടി", "ur": "واکنگ اسٹک"}'::jsonb || "names" WHERE "key" = 'walkingStick';
