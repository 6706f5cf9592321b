import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAs, signInThroughApi } from './harness/api.ts';
import { addVolunteer } from './harness/volunteers.ts';
import { settle } from './harness/audit.ts';
import { expectNoSeriousAxeViolations } from './harness/axe.ts';
import { browserDay, expectPath, expectVisible, test } from './harness/fixtures.ts';
import { featureEnglishWords, hindiPage, hindiText } from './harness/hindi.ts';
import { randomLetters, uniqueName } from './harness/names.ts';
import { screenshotsAtBothWidths } from './harness/layout.ts';
import { resultsDir } from './harness/paths.ts';
import { createVerifiedUser } from './harness/people.ts';
import { press } from './harness/keyboard.ts';

const password = 'Sahaya@123';
const home = { street: '12 Gandhi Road', city: 'Wardha', state: 'Maharashtra', country: 'India', pincode: '442001' };

/** Signs in on a login page whatever its language, by the fields' kinds rather than their labels. */
async function signIn(page: Page, path: string, email: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** The page at a laptop's and a phone's width, saved for a look, then back to the laptop's width. */
const screenshots = (page: Page, name: string) => screenshotsAtBothWidths(page, `hindi-assistance-${name}`);


/** Nothing is loading, no English word of the feature is left, and axe finds nothing serious. */
async function expectHindi(page: Page, state: string, allowed: readonly string[]): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
  expect(await featureEnglishWords(page, allowed), `English words on ${state}`).toEqual([]);
  await expectNoSeriousAxeViolations(page, state);
}

test('a person who reads Hindi asks for a volunteer; a volunteer in Hindi accepts it nearby, they chat, and it is marked done', async ({
  browser,
}) => {
  // The person, with one saved address somewhere in central India that few other runs' requests are near.
  const userName = uniqueName('Lakshmi');
  const { email: userEmail } = await createVerifiedUser(userName, password);
  const person = await signInThroughApi(userEmail, password, 'user');
  const place = { latitude: 19 + randomInt(0, 300) / 100, longitude: 77 + randomInt(0, 300) / 100 };
  const [first, last] = userName.split(' ') as [string, string];
  await callAs(person, 'POST', '/api/addresses', { fname: first, lname: last, ...home, ...place });
  // Both read Sahaya in Hindi: their accounts say so, as after choosing हिन्दी once.
  await callAs(person, 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const word = `Tulsi${randomLetters(6)}`;
  const description = `Please walk with my mother ${word} to the clinic and back.`;
  const volunteer = await addVolunteer();
  await callAs(await signInThroughApi(volunteer.email, password, 'volunteer'), 'PUT', '/api/users/me/preferences', { language: 'hi' });
  const [volunteerFirst] = volunteer.name.split(' ') as [string, string];
  const question = 'Namaste, I will come at ten.';
  const answer = 'Thank you, we will be ready.';
  // My Requests shows the start of the description, cut where a card cuts it.
  const preview = description.slice(0, 50).trimEnd();
  const typed = [userName, volunteer.name, description, preview, question, answer, ...Object.values(home), '4 Temple Street', 'Nagpur'];

  const userPage = await hindiPage(browser);
  const volunteerPage = await hindiPage(browser);
  try {
    // The person asks for an eldercare volunteer, by keyboard, on the form in Hindi.
    await signIn(userPage, '/user/login', userEmail);
    await expectPath(userPage, '/user/dashboard');
    await userPage.goto('/user/assistanceRequest');
    const form = userPage.getByRole('form', { name: 'सहायता माँगें' });
    await expectVisible(form);
    await expect.poll(() => form.getByRole('radio', { name: /12 Gandhi Road/ }).isChecked()).toBe(true);
    await press(form.getByRole('button', { name: 'अनुरोध भेजें' }));
    // The spec's messages beside the fields, in Hindi too.
    await expectHindi(userPage, 'the assistance form with its errors', typed);
    await form.getByLabel('सहायता का प्रकार').selectOption('volunteer');
    await form.getByLabel('स्वयंसेवक का प्रकार').selectOption('eldercare');
    await form.getByLabel('प्राथमिकता').selectOption('normal');
    await form.getByLabel('तारीख').fill(await browserDay(userPage, 1));
    await form.getByLabel('समय').selectOption('10:00');
    expect(await form.getByLabel('समय').locator('option:checked').textContent()).toBe('सुबह 10:00');
    await form.getByLabel('विवरण').fill(description);
    await expectVisible(form.getByText(`${description.length}/500 अक्षर`));
    await expectHindi(userPage, 'the filled assistance form', typed);
    await screenshots(userPage, 'form');
    await press(form.getByRole('button', { name: 'अनुरोध भेजें' }));
    await expectPath(userPage, '/user/requests');

    // My Requests shows it waiting, in Hindi.
    const cards = userPage.getByRole('list', { name: 'सहायता अनुरोध' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    await expectVisible(cards.first().getByRole('heading', { name: 'बुज़ुर्ग-देखभाल स्वयंसेवक' }));
    await expectVisible(cards.first().getByText('प्रतीक्षा में', { exact: true }));
    await expectVisible(userPage.getByText('अनुरोध 1 (कुल 1)'));
    await expectHindi(userPage, 'the assistance tab of My Requests', typed);

    // A volunteer a kilometre away finds it on the Nearby list and accepts it.
    await volunteerPage.context().grantPermissions(['geolocation']);
    await volunteerPage.context().setGeolocation({ latitude: place.latitude + 0.01, longitude: place.longitude });
    await signIn(volunteerPage, '/user/login?role=volunteer', volunteer.email);
    await expectPath(volunteerPage, '/volunteer/dashboard');
    await volunteerPage.goto('/volunteer/assistanceRequests');
    await expectVisible(volunteerPage.getByRole('heading', { level: 1, name: 'आस-पास के सहायता अनुरोध' }));
    await expectVisible(volunteerPage.getByText('आपकी अभी की जगह से 25 किमी के अंदर के अनुरोध, सबसे पास वाले पहले।'));
    await volunteerPage.getByLabel('अनुरोध खोजें').fill(word);
    const card = volunteerPage.getByRole('article').filter({ hasText: word });
    await expectVisible(card);
    // The list narrows to this request once the search's answer comes; until then it may still
    // show other journeys' requests nearby, in the words their people typed.
    await expect.poll(() => volunteerPage.getByRole('article').count()).toBe(1);
    await expectVisible(card.getByText('लगभग 1 किमी दूर'));
    // The list is read by axe once it has stopped fetching: a list being fetched again is drawn faded.
    await settle(volunteerPage);
    await expectHindi(volunteerPage, 'the Nearby list', [...typed, first]);
    await screenshots(volunteerPage, 'nearby');
    await press(card.getByRole('button', { name: /^स्वीकार करें/ }));
    // The spec's 'Status updated!' in Hindi, and beneath it what was done and what comes next.
    const accepted = volunteerPage.locator('[data-sonner-toast]', { hasText: hindiText('packages/contract', 'assistanceMessages.statusUpdated') });
    await expectVisible(accepted.getByText(hindiText('packages/contract', 'assistanceMessages.accepted', { 0: first })));
    await expectVisible(volunteerPage.getByRole('heading', { name: 'आपके आस-पास कोई अनुरोध नहीं' }));
    await expectHindi(volunteerPage, 'the Nearby list with the message of an accepted request', [...typed, first]);
    await screenshots(volunteerPage, 'accepted-message');

    // The volunteer opens it from Processing Requests and writes in its chat.
    await volunteerPage.goto('/volunteer/requests');
    const taken = volunteerPage.getByRole('article').filter({ hasText: word });
    await expectVisible(taken.getByText('स्वीकृत', { exact: true }));
    await expectHindi(volunteerPage, 'the Processing tab', typed);
    await press(taken.getByRole('link', { name: /^पूरी जानकारी देखें/ }));
    await expectVisible(volunteerPage.getByRole('heading', { level: 1, name: 'बुज़ुर्ग-देखभाल स्वयंसेवक' }));
    await expectHindi(volunteerPage, "the volunteer's request details", typed);
    await press(volunteerPage.getByRole('tab', { name: 'चैट' }));
    const volunteerChat = volunteerPage.getByLabel('संदेश', { exact: true });
    await volunteerChat.fill(question);
    await volunteerChat.press('Enter');
    const volunteerMessages = volunteerPage.getByRole('region', { name: `${userName} के साथ संदेश` });
    await expectVisible(volunteerMessages.getByText(question));

    // The person reads it on their request's Chat tab and answers.
    await userPage.reload();
    await expectVisible(cards.first().getByText('स्वीकृत', { exact: true }));
    await press(cards.first().getByRole('link', { name: /^और देखें/ }));
    await expectVisible(userPage.getByRole('heading', { level: 1, name: 'बुज़ुर्ग-देखभाल स्वयंसेवक' }));
    await press(userPage.getByRole('tab', { name: 'चैट' }));
    const userMessages = userPage.getByRole('region', { name: `${volunteer.name} के साथ संदेश` });
    await expectVisible(userMessages.getByText(question));
    const userChat = userPage.getByLabel('संदेश', { exact: true });
    await userChat.fill(answer);
    await userChat.press('Enter');
    await expectVisible(userMessages.getByText(answer));
    await expectHindi(userPage, "the person's chat", typed);
    await screenshots(userPage, 'chat');
    await expectVisible(volunteerMessages.getByText(answer));
    await expectHindi(volunteerPage, "the volunteer's chat", typed);

    // The volunteer marks it done, after confirming.
    await press(volunteerPage.getByRole('button', { name: 'पूरा हुआ मानें' }));
    const confirm = volunteerPage.getByRole('alertdialog', { name: 'पूरा हुआ मानें?' });
    await expectVisible(confirm.getByText(`पक्का करें कि सहायता दे दी गई है। ${userName} को बताया जाएगा`));
    expect(await featureEnglishWords(volunteerPage, typed), 'English words on the Mark as completed confirmation').toEqual([]);
    await expectNoSeriousAxeViolations(volunteerPage, 'the Mark as completed confirmation');
    await press(confirm.getByRole('button', { name: 'पूरा हुआ मानें' }));
    await confirm.waitFor({ state: 'detached' });
    await expectVisible(volunteerPage.getByText('पूरा हुआ', { exact: true }));
    // The request is no longer the volunteer's to act on: the requester is named by first name only.
    await expectHindi(volunteerPage, 'the completed request', [...typed, first]);

    // The person sees it completed, its chat closed and the history, all in Hindi.
    await userPage.reload();
    await expectVisible(userPage.getByRole('heading', { level: 1, name: 'बुज़ुर्ग-देखभाल स्वयंसेवक' }));
    await expectVisible(userPage.getByText('पूरा हुआ', { exact: true }));
    await expectVisible(userMessages.getByText(answer));
    await expectHindi(userPage, "the person's completed request with its closed chat", typed);
    await screenshots(userPage, 'completed');
    await press(userPage.getByRole('tab', { name: 'इतिहास' }));
    const history = userPage.getByRole('list', { name: 'अनुरोध का इतिहास' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    await expectHindi(userPage, 'the history of the request', [...typed, volunteerFirst]);
  } catch (error) {
    // Both people's screens as they were when the journey failed.
    await userPage.screenshot({ path: join(resultsDir, 'hindi-assistance-user-failed.png'), fullPage: true }).catch(() => undefined);
    await volunteerPage.screenshot({ path: join(resultsDir, 'hindi-assistance-volunteer-failed.png'), fullPage: true }).catch(() => undefined);
    throw error;
  } finally {
    await userPage.context().close();
    await volunteerPage.context().close();
  }
}, 120_000);
