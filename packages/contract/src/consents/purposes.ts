/**
 * What Sahaya processes personal data for, as its privacy notice lists them (DPDP Rules 2025, Rule 3).
 * Each purpose is consented to on its own; the account itself cannot be withdrawn from without
 * deleting the account.
 */
export const consentPurposes = ['account', 'helpRequests', 'loans', 'donations', 'messages', 'family', 'location'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** Purposes the service cannot run without: withdrawing one means deleting the account. */
export const requiredPurposes: readonly ConsentPurpose[] = ['account'];

/**
 * The notice's version. Raise it whenever a purpose, the data it takes or how long it is kept
 * changes: everyone who consented to an older one is asked again at their next sign-in.
 */
export const PRIVACY_NOTICE_VERSION = 1;

/** The age below which a person needs a parent's or lawful guardian's confirmation (DPDP Act, s. 9). */
export const ADULT_AGE = 18;
