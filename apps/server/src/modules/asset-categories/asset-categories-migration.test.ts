/**
 * Migration 0038 makes the three categories fixed in code rows of asset_categories, with the
 * letters their assets' codes carry and their names in English and Hindi: the assets there are
 * keep their category and code, and the next one added goes on from their last number; 0039
 * names them in the other languages too, keeping a name an admin wrote. On PostgreSQL when
 * DATABASE_URL is set (a database of the test's own), else on PGlite.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextShortCode } from '../../db/asset-short-codes.ts';
import { databaseBeforeMigration } from '../../test/database-before-migration.ts';

const ASSET_CATEGORIES = 38;
const CATEGORY_NAMES = 39;
const WHEELCHAIR_NAMES = { en: 'Wheelchair', hi: 'व्हीलचेयर', bn: 'হুইলচেয়ার', mr: 'व्हीलचेअर', te: 'వీల్‌చైర్', ta: 'வீல்சேர்', gu: 'વ્હીલચેર', kn: 'ವೀಲ್‌ಚೇರ್', ml: 'വീൽചെയർ', ur: 'وہیل چیئر' };
const before = databaseBeforeMigration(ASSET_CATEGORIES);
const { rows } = before;

describe('migration 0038', () => {
  it('keeps every asset in its category, with its code, and names the categories as the catalogue did', async () => {
    const added = [
      ['Standard Wheelchair', 'wheelchair', 'WC-0001'],
      ['Folding Wheelchair', 'wheelchair', 'WC-0002'],
      ['Bubble Air Mattress', 'airbed', 'AB-0001'],
      ['Walking Stick', 'walkingStick', 'WS-0001'],
    ] as const;
    for (const [name, category, code] of added) {
      await before.db.execute(sql`insert into assets (name, description, category, stocks, short_code) values (${name}, 'For the migration', ${category}, 1, ${code})`);
    }
    await before.db.execute(sql`insert into asset_code_counters (prefix, last) values ('WC', 2), ('AB', 1), ('WS', 1)`);

    await before.migrate();

    expect(await rows(sql`select name, category, short_code from assets order by short_code`)).toEqual([
      { name: 'Bubble Air Mattress', category: 'airbed', short_code: 'AB-0001' },
      { name: 'Standard Wheelchair', category: 'wheelchair', short_code: 'WC-0001' },
      { name: 'Folding Wheelchair', category: 'wheelchair', short_code: 'WC-0002' },
      { name: 'Walking Stick', category: 'walkingStick', short_code: 'WS-0001' },
    ]);
    expect(await rows(sql`select key, names, code_prefix, icon, default_max_loan_days, checklist from asset_categories order by key`)).toEqual([
      { key: 'airbed', names: { en: 'Airbed', hi: 'एयरबेड' }, code_prefix: 'AB', icon: 'airbed', default_max_loan_days: null, checklist: [] },
      { key: 'walkingStick', names: { en: 'Walking Stick', hi: 'वॉकिंग स्टिक' }, code_prefix: 'WS', icon: 'walkingStick', default_max_loan_days: null, checklist: [] },
      { key: 'wheelchair', names: { en: 'Wheelchair', hi: 'व्हीलचेयर' }, code_prefix: 'WC', icon: 'wheelchair', default_max_loan_days: null, checklist: [] },
    ]);
    await before.db.transaction(async (tx) => {
      expect(await nextShortCode(tx, 'wheelchair')).toBe('WC-0003');
      expect(await nextShortCode(tx, 'airbed')).toBe('AB-0002');
    });
    // An asset names a category there is: none other is taken.
    await expect(before.db.execute(sql`update assets set category = 'bicycle' where name = 'Walking Stick'`)).rejects.toThrow();
    expect(await rows(sql`select count(*)::int as n from pg_type where typname = 'asset_category'`)).toEqual([{ n: 0 }]);
  });
});

describe('migration 0039', () => {
  const beforeNames = databaseBeforeMigration(CATEGORY_NAMES);

  it('names the three first categories in every language, keeping the names an admin wrote', async () => {
    await beforeNames.db.execute(sql`update asset_categories set names = names || '{"ta": "சக்கர நாற்காலி"}'::jsonb where key = 'wheelchair'`);
    await beforeNames.migrate();
    const [wheelchair] = await beforeNames.rows(sql`select names from asset_categories where key = 'wheelchair'`);
    expect(wheelchair).toEqual({ names: { ...WHEELCHAIR_NAMES, ta: 'சக்கர நாற்காலி' } });
  });
});
