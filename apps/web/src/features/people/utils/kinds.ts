import { peopleMessages } from '@sahaya/contract/messages';

export type PersonKind = 'user' | 'volunteer';

/**
 * Users and volunteers are managed through the same screens (spec 3 §2: "like the users list",
 * "form identical to Add User"); only these words, paths and messages differ.
 */
export interface KindConfig {
  kind: PersonKind;
  /** Path segment of the API: /api/users or /api/volunteers. */
  apiPath: string;
  listTitle: string;
  sectionTitle: string;
  listPath: string;
  addPath: string;
  detailsPath: (id: string) => string;
  addLabel: string;
  addHeading: string;
  totalLabel: string;
  emptyText: string;
  created: string;
  fetchFailed: string;
  statusFailed: string;
  singular: string;
}

export const kinds: Record<PersonKind, KindConfig> = {
  user: {
    kind: 'user',
    apiPath: '/api/users',
    listTitle: 'Users List',
    sectionTitle: 'User Management',
    listPath: '/admin/userManagement',
    addPath: '/admin/addUser',
    detailsPath: (id) => `/admin/userDetails/${id}`,
    addLabel: 'Add User',
    addHeading: 'Add New User',
    totalLabel: 'Total Users',
    emptyText: peopleMessages.noUsers,
    created: peopleMessages.userCreated,
    fetchFailed: peopleMessages.userFetchFailed,
    statusFailed: peopleMessages.userStatusFailed,
    singular: 'user',
  },
  volunteer: {
    kind: 'volunteer',
    apiPath: '/api/volunteers',
    listTitle: 'Volunteers List',
    sectionTitle: 'Volunteer Management',
    listPath: '/admin/volunteerManagement',
    addPath: '/admin/addVolunteer',
    detailsPath: (id) => `/admin/volunteerDetails/${id}`,
    addLabel: 'Add Volunteer',
    addHeading: 'Add New Volunteer',
    totalLabel: 'Total Volunteers',
    emptyText: peopleMessages.noVolunteers,
    created: peopleMessages.volunteerAdded,
    fetchFailed: peopleMessages.volunteerFetchFailed,
    statusFailed: peopleMessages.volunteerStatusFailed,
    singular: 'volunteer',
  },
};
