import type { Role } from '@sahaya/contract/constants';
import { calendarFileName, meetingCalendar } from '@sahaya/contract/meetings/calendar';
import type { Meeting } from '@sahaya/contract/meetings/schemas';
import { meetingLink } from './meeting-state.ts';

/**
 * Saves the meeting as a calendar file, made here from the meeting on screen by the same function
 * that makes the invitation mail's attachment, so no request is needed.
 */
export function saveCalendar(meeting: Meeting, role: Role): void {
  const body = meetingCalendar({
    id: meeting._id,
    title: meeting.title,
    scheduledTime: new Date(meeting.scheduledTime),
    status: meeting.status,
    link: meetingLink(window.location.origin, role, meeting._id),
  });
  const href = URL.createObjectURL(new Blob([body], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = calendarFileName(meeting.title);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
