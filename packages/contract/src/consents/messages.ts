/**
 * The privacy notice (DPDP Rules 2025, Rule 3) and the consent ledger's answers: what Sahaya takes
 * for each purpose, why, and how long it keeps it, in plain words a person can check against what
 * the code does (the retention rules named beside each text).
 */

/** The answers of the consent calls. */
export const consentMessages = {
  given: () => 'Thank you. Your consent is recorded.',
  withdrawn: () => 'Your consent is withdrawn. We stopped using your data for this at once.',
  saved: () => 'Your choices are saved.',
  /** The account's own purpose: the only way to withdraw it is to delete the account. */
  required: () =>
    'Sahaya cannot work without this, so it cannot be switched off on its own. To withdraw it, delete your account in Settings: your data is then removed.',
  unknownPurpose: () => 'There is no such purpose in our privacy notice.',
  /** A new request for help after the person withdrew their consent to it. */
  helpRequestsWithdrawn: () =>
    'You withdrew your consent to use your address and needs for help requests. To ask for help again, give your consent on the privacy page in Settings.',
  loansWithdrawn: () =>
    'You withdrew your consent to use your data for borrowing equipment. To borrow again, give your consent on the privacy page in Settings.',
  donationsWithdrawn: () =>
    'You withdrew your consent to use your data for donations. To donate again, give your consent on the privacy page in Settings.',
  messagesWithdrawn: () =>
    'You withdrew your consent to notices by SMS, WhatsApp and e-mail. To turn them on, first give your consent in Settings, under Consents.',
  familyWithdrawn: () =>
    'You withdrew your consent to telling your family contacts. To add one, first give your consent in Settings, under Consents.',
} as const;

/**
 * Each purpose of the notice: its title, why the data is needed, the data it takes (one text per
 * item) and how long it is kept.
 */
export const noticeMessages = {
  purposes: {
    account: {
      title: () => 'Your account',
      why: () => 'To let you sign in, keep your account safe and know who is asking for help or giving it.',
      data: {
        name: () => 'Your name',
        contact: () => 'Your e-mail address and/or mobile number, and the codes we send to check them',
        password: () => 'Your password, stored only as a secure hash that nobody can read',
        profile: () => 'Age, gender, language, profile picture and (for volunteers) certificates, if you add them',
        access: () => 'A record of which NGO staff or volunteer opened your details, and when',
      },
      keptFor: (accessLogDays: number) =>
        `Until you delete your account; then it is removed at once. The record of who opened your details is kept for ${accessLogDays} days.`,
    },
    helpRequests: {
      title: () => 'Help requests',
      why: () => 'To send a volunteer or an ambulance to you and to let the volunteer who takes your request reach you.',
      data: {
        address: () => 'Your addresses and their PIN codes',
        needs: () => 'What you need help with, the day and time, and any notes about your health or situation that you write',
        chat: () => 'Your chat messages and pictures with the volunteer of a request',
      },
      keptFor: (chatDays: number) =>
        `Requests: until you delete your account. Chat messages and pictures: ${chatDays} days after the request is completed.`,
    },
    loans: {
      title: () => 'Borrowing equipment',
      why: () => 'To lend you equipment such as a wheelchair, to know where it is and to remind you when it is due back.',
      data: {
        request: () => 'What you asked to borrow, for which days, and why',
        history: () => 'When it was handed over and returned, and your place in a waiting list',
      },
      keptFor: () => 'Until you delete your account.',
    },
    donations: {
      title: () => 'Donations',
      why: () => 'To take your gift, send you a tax receipt (section 80G) and report it to the Income-tax Department on Form 10BD.',
      data: {
        gift: () => 'The amount, the date, the campaign and the payment number (we never see your card or bank details)',
        pan: () => 'Your PAN and the name and address on the receipt, if you give them',
        receipt: () => 'Your receipts and certificates',
      },
      keptFor: () =>
        'Eight years after the gift, as the Income-tax Act asks, even after you delete your account (an anonymous gift keeps no name).',
    },
    messages: {
      title: () => 'Notices by SMS, WhatsApp and e-mail',
      why: () => 'To tell you when something happens to your requests, loans, meetings and donations while you are away from Sahaya.',
      data: {
        number: () => 'Your mobile number and e-mail address',
        choices: () => 'Which notices you want and how, and when you agreed to WhatsApp messages',
      },
      keptFor: () =>
        'Until you withdraw or delete your account. Codes to sign in and notices about your account’s safety are still sent.',
    },
    family: {
      title: () => 'Family contacts',
      why: () => 'To tell the family members you choose when you ask for help and when it is on its way.',
      data: {
        contact: () => 'The name, relation and e-mail address of each family contact you add (at most two)',
      },
      keptFor: () =>
        'Until you remove the contact or delete your account. An address that said stop is kept only as a code, so it is never written to again.',
    },
    location: {
      title: () => 'Your device’s location',
      why: () => 'To send the nearest volunteer to the exact place, when you share your location from your phone or computer.',
      data: {
        coordinates: () => 'The latitude and longitude your device gives for an address',
      },
      keptFor: () => 'Until you withdraw, change the address or delete your account. Without it we use your PIN code’s area.',
    },
  },
  /** How to withdraw, as the notice says it. */
  withdrawHow: () =>
    'You can withdraw any consent as easily as you gave it: sign in, open Settings and switch it off under “Consents”. Withdrawing stops that use at once; what was done before stays lawful. To withdraw everything, delete your account in Settings.',
  /** Where to complain after the grievance officer (DPDP Act 2023, s. 13). */
  complainTo: () =>
    'If the grievance officer does not resolve your complaint, you may complain to the Data Protection Board of India (https://www.dpb.gov.in).',
} as const;
