/**
 * A meeting as an iCalendar file (RFC 5545), so a participant can put it in their own calendar:
 * attached to the invitation mail, served by the API and made in the browser from the meeting
 * already on screen, all by this one function. Times are in UTC, the
 * event lasts an hour unless it is over sooner, and the calendar reminds 10 minutes before, as
 * Sahaya's own reminder does.
 */

export interface CalendarMeeting {
  id: string;
  title: string;
  scheduledTime: Date;
  status: string;
  /** Where the room opens for the person the file is for. */
  link: string;
  /**
   * What the event says under its title, in the language of the person the file is for; by
   * default the English "Join the Sahaya video meeting at {link}". The title stays as it was typed.
   */
  description?: string;
}

/** The event's description in English, for a file made without one in the reader's language. */
export const calendarDescription = (link: string) => `Join the Sahaya video meeting at ${link}`;

/** 20261123T135000Z */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Text values escape backslashes, semicolons, commas and line breaks. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: a line break and a space, never inside a character (a
 * Devanagari letter is three octets, so a Hindi line folds after at most 25 of them), nor between
 * the two halves of a character outside the Basic Multilingual Plane.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function meetingCalendar(meeting: CalendarMeeting, now = new Date()): string {
  const cancelled = meeting.status === 'cancelled';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sahaya//Meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${meeting.id}@sahaya`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(meeting.scheduledTime)}`,
    'DURATION:PT1H',
    `SUMMARY:${text(meeting.title)}`,
    `DESCRIPTION:${text(meeting.description ?? calendarDescription(meeting.link))}`,
    `URL:${meeting.link}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(meeting.title)}`,
    'TRIGGER:-PT10M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file's name: the title's letters and digits, then .ics. */
export const calendarFileName = (title: string) => `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'meeting'}.ics`;
