/** Where a grievance stands: open until an admin answers it, resolved or rejected with a reply. */
export const grievanceStatuses = ['open', 'inProgress', 'resolved', 'rejected'] as const;
export type GrievanceStatus = (typeof grievanceStatuses)[number];

/** Statuses still waiting for the organisation: counted as open, and as past due after their day. */
export const unansweredGrievanceStatuses: readonly GrievanceStatus[] = ['open', 'inProgress'];

export const GRIEVANCE_SUBJECT_MAX = 120;
export const GRIEVANCE_DETAILS_MAX = 4000;
export const GRIEVANCE_REPLY_MAX = 4000;

/** Days a grievance may stay unanswered (DPDP Rules 2025, Rule 9: redress within 90 days). */
export const GRIEVANCE_DAYS = 90;
