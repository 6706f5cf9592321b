import { peopleMessages } from '@sahaya/contract/people/messages';
import type { PersonKind } from '../../../lib/people-directory.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Users and volunteers are managed through the same screens (spec 3 §2: "like the users list",
 * "form identical to Add User"); only these words, paths and messages differ.
 */
export interface KindConfig {
  kind: PersonKind;
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
    listTitle: 'Users List',
    sectionTitle: 'User Management',
    listPath: paths.admin.userManagement,
    addPath: paths.admin.addUser,
    detailsPath: paths.admin.userDetails,
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
    listTitle: 'Volunteers List',
    sectionTitle: 'Volunteer Management',
    listPath: paths.admin.volunteerManagement,
    addPath: paths.admin.addVolunteer,
    detailsPath: paths.admin.volunteerDetails,
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
