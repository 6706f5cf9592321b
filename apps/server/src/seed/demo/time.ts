/** Demo dates are relative to now, so "upcoming" stays upcoming whenever the data is created. */
export const DAY = 24 * 60 * 60 * 1000;

export const daysFromNow = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
