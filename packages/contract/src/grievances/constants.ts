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

export const GRIEVANCE_SUBJECT_MIN = 3;
export const GRIEVANCE_DETAILS_MIN = 10;

/** Grievances one person may raise in a day (24 hours), so nobody can flood the desk. */
export const GRIEVANCE_DAILY_LIMIT = 5;

/** Grievances on a page of a person's list and of the admins' desk. */
export const GRIEVANCE_PAGE_SIZE = 10;

/** The statuses an admin answers with: an answer never makes a grievance open again. */
export const grievanceAnswers = ['inProgress', 'resolved', 'rejected'] as const satisfies readonly GrievanceStatus[];
export type GrievanceAnswer = (typeof grievanceAnswers)[number];

/** Answers that close a grievance: they need a reply, and no answer follows them. */
export const closingGrievanceAnswers: readonly GrievanceStatus[] = ['resolved', 'rejected'];
