/**
 * A signed-in person's reading preferences (language, text size) are kept on their account
 * (PUT /api/users/me/preferences), so their mails and notices come in their language and every
 * device they sign in on reads as they chose; a visitor's stay in cookies only.
 */
import { i18n } from '@lingui/core';
import type { updatePreferences as updatePreferencesEndpoint } from '@sahaya/contract/profile/endpoints';
import type { Preferences, UpdatePreferencesBody } from '@sahaya/contract/profile/schemas';
import * as routes from '@sahaya/contract/profile/routes';
import { isOffered, type Language, type TextSize } from '@sahaya/contract/i18n/languages';
import { call } from '../api/api-client.ts';
import { getSession } from './auth-store.ts';
import { endpointRoute } from '../api/endpoint-route.ts';
import { chooseLanguage, currentLanguage } from '../i18n/language.ts';
import { chooseTextSize, currentTextSize } from './text-size.ts';

const updatePreferencesRoute = endpointRoute<typeof updatePreferencesEndpoint>(routes.updatePreferences);

/** Saves `changes` on the signed-in person's account; a visitor has none, and nothing is sent. */
export async function savePreferences(changes: UpdatePreferencesBody): Promise<void> {
  if (getSession() === null) return;
  await call(updatePreferencesRoute, { body: changes });
}

/**
 * What the person chose on this page since it loaded: the account's older choice, arriving with a
 * slow first read of their record, must not undo it (the new choice is on its way to the account).
 */
const chosenHere = { language: false, textSize: false };

/** A language chosen on the switch: shown at once, kept on this browser and on the account. */
export async function chooseLanguageEverywhere(language: Language): Promise<void> {
  chosenHere.language = true;
  await chooseLanguage(language);
  await savePreferences({ language });
}

/** A text size chosen on the control: shown at once, kept on this browser and on the account. */
export async function chooseTextSizeEverywhere(textSize: TextSize): Promise<void> {
  chosenHere.textSize = true;
  chooseTextSize(textSize);
  await savePreferences({ textSize });
}

/**
 * The account's choices, as the person's record brings them on sign-in: they win over this
 * browser's, since the person made them (a shared family phone keeps each person's language).
 * An account that has never chosen (no language yet), or chose one the NGO no longer offers, takes this browser's choices instead, so
 * what the person has been reading in follows them to their next device and into their mails.
 * On the browser they were made on, the cookies hold the same choices already: nothing changes
 * on the page, and there is no flash of another language. A choice made on this page meanwhile
 * stays.
 */
export async function applyAccountPreferences(preferences: Preferences): Promise<void> {
  if (!isOffered(preferences.language)) {
    await savePreferences({ language: currentLanguage(), textSize: currentTextSize() });
    return;
  }
  if (!chosenHere.textSize && preferences.textSize !== currentTextSize()) chooseTextSize(preferences.textSize);
  if (!chosenHere.language && preferences.language !== i18n.locale) await chooseLanguage(preferences.language);
}
