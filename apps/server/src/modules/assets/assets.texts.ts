/**
 * What an admin writes about an asset, in English and in the other languages Sahaya speaks, and
 * how a reader gets theirs. The choice is made in SQL, by the columns here: each text is the
 * admin's translation into the reader's language where there is one, else the English. Every reply
 * that shows an asset's name, description or pickup note to a person reads them through these, so
 * the fallback is written once. The language is a value of the statement (a parameter of a prepared
 * one), so one statement serves every reader.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AssetBody, AssetTranslations } from '@sahaya/contract/assets/schemas';
import { translationLanguages, type InLanguages } from '@sahaya/contract/i18n/languages';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema/assets.ts';

/** The texts an admin may translate. */
type TranslatedText = 'name' | 'description' | 'pickupNote';

const english = { name: assets.name, description: assets.description, pickupNote: assets.pickupNote } as const;

/**
 * An asset's text in the reader's `language` (a language, or a statement's placeholder for one):
 * its translation, else the English. The key is cast, as `jsonb -> $1` alone is ambiguous to PostgreSQL.
 */
export function assetTextIn<T extends TranslatedText>(language: unknown, text: T): SQL<T extends 'pickupNote' ? string | null : string> {
  return sql`coalesce(${assets.translations} -> (${language})::text ->> ${sql.raw(`'${text}'`)}, ${english[text]})`;
}

/** The asset's name, description and pickup note in the reader's language, as columns of a select from `assets`. */
export const assetTextsIn = (language: unknown) => ({
  name: assetTextIn(language, 'name'),
  description: assetTextIn(language, 'description'),
  pickupNote: assetTextIn(language, 'pickupNote'),
});

/**
 * The asset's names in the other languages as one text, `["फ़ोल्डिंग व्हीलचेयर"]`: what the catalogue's
 * search matches beside the English name, so a reader finds an asset by the name they read. The
 * expression is the one indexed in schema/assets.ts, its path a literal so the index serves it.
 */
export const translatedNames = sql<string>`(jsonb_path_query_array(${assets.translations}, ${sql.raw(`'$.*.name'::jsonpath`)})::text)`;

/** What the admin wrote: the English texts and every translation, for the asset form. */
export const writtenTextColumns = {
  english: sql<{ name: string; description: string; pickupNote: string | null }>`json_build_object(
    'name', ${assets.name}, 'description', ${assets.description}, 'pickupNote', ${assets.pickupNote})`,
  translations: assets.translations,
};

/**
 * The translations of a form as stored: only the languages Sahaya speaks, each with the texts
 * given (the contract already left out the empty ones), a language with none left out altogether.
 */
export function storedTranslations(given: AssetBody['translations']): AssetTranslations {
  const stored: AssetTranslations = {};
  for (const language of translationLanguages) {
    const texts = given?.[language];
    if (!texts) continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => typeof text === 'string' && text !== ''));
    if (Object.keys(kept).length > 0) stored[language] = kept;
  }
  return stored;
}

/** An asset's name in every language it has one in, for a notice each reader reads in theirs (notice-text.ts). */
export async function assetNamesOf(db: Db, assetId: string): Promise<InLanguages | undefined> {
  const [row] = await db.select({ name: assets.name, translations: assets.translations }).from(assets).where(eq(assets.id, assetId));
  return row && namesOf(row);
}

/** The names of a row of `assets` (its name and translations), in every language it has one in. */
export function namesOf(row: { name: string; translations: AssetTranslations }): InLanguages {
  const names: InLanguages = { en: row.name };
  for (const language of translationLanguages) {
    const name = row.translations[language]?.name;
    if (name) names[language] = name;
  }
  return names;
}
