import { indiaDayOf } from '../calendar-days.ts';

/**
 * The one day a gift is dated by, in India's calendar (yyyy-MM-dd): the day its money was received
 * (an offline gift's day as the admin recorded it, a paid one's day of payment), else the day it was
 * made. The tables, the CSV, the receipt, Form 10BD and the list without PAN all say this day.
 */
export const donationDay = (donation: { receivedOn: string | null; date: string }): string =>
  donation.receivedOn ?? indiaDayOf(new Date(donation.date));
