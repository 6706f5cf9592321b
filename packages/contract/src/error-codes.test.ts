import { describe, expect, expectTypeOf, it } from 'vitest';
import { addressErrors } from './addresses/codes.ts';
import { assetCategoryErrors } from './asset-categories/codes.ts';
import { assetErrors } from './assets/codes.ts';
import { assistanceRequestErrors } from './assistance-requests/codes.ts';
import { authErrors } from './auth/codes.ts';
import { callErrors } from './calls/codes.ts';
import { chatErrors } from './chats/codes.ts';
import { consentErrors } from './consents/codes.ts';
import { dispatchErrors } from './dispatch/codes.ts';
import { donationErrors } from './donations/codes.ts';
import { familyErrors } from './family/codes.ts';
import { grievanceErrors } from './grievances/codes.ts';
import { guardianErrors } from './guardians/codes.ts';
import { errorCodes, errorDefinitions, errorMessage, genericErrors, isErrorCode, type ErrorParams, type FixedErrorCode } from './error-codes.ts';
import { englishTemplate } from './i18n/message-table.ts';
import { meetingErrors } from './meetings/codes.ts';
import { notificationErrors } from './notifications/codes.ts';
import { peopleErrors } from './people/codes.ts';
import { privacyErrors } from './privacy/codes.ts';
import { profileErrors } from './profile/codes.ts';
import { pushErrors } from './push/codes.ts';
import { uploadErrors } from './uploads/codes.ts';

const families = [
  genericErrors,
  authErrors,
  addressErrors,
  assetErrors,
  assetCategoryErrors,
  assistanceRequestErrors,
  callErrors,
  chatErrors,
  consentErrors,
  dispatchErrors,
  donationErrors,
  familyErrors,
  grievanceErrors,
  guardianErrors,
  meetingErrors,
  notificationErrors,
  peopleErrors,
  privacyErrors,
  profileErrors,
  pushErrors,
  uploadErrors,
];

describe('error codes', () => {
  it('are unique across features, so no feature silently takes over another one’s code', () => {
    const all = families.flatMap((family) => Object.keys(family));
    expect(new Set(all).size).toBe(all.length);
    expect(errorCodes).toHaveLength(all.length);
  });

  it('are upper snake case, with an error status and a text', () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      const { status, message } = errorDefinitions[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(englishTemplate(message), code).toBeTruthy();
    }
  });

  it('fill in the parameters of a message that has them', () => {
    expect(errorMessage('OUT_OF_STOCK')).toBe('This asset is out of stock');
    expect(errorMessage('NOT_ENOUGH_STOCK', 2)).toBe('Only 2 left in stock');
    expect(errorMessage('OTP_COOLDOWN', 30)).toBe('Please wait 30 seconds before requesting a new OTP.');
    expectTypeOf<ErrorParams<'NOT_ENOUGH_TO_APPROVE'>>().toEqualTypeOf<[left: number, asked: number]>();
    expectTypeOf<'OUT_OF_STOCK'>().toExtend<FixedErrorCode>();
    expectTypeOf<'NOT_ENOUGH_STOCK'>().not.toExtend<FixedErrorCode>();
  });

  it('tell a code from any other text', () => {
    expect(isErrorCode('MEETING_OVER')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
