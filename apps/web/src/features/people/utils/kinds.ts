import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractMessage } from '@sahaya/contract/i18n/message-table';
import { peopleMessages } from '@sahaya/contract/people/messages';
import type { PersonKind } from '../../../lib/queries/people-directory.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Users and volunteers are managed through the same screens (spec 3 §2: "like the users list",
 * "form identical to Add User"); only these words, paths and messages differ. The page's own words
 * are message descriptors, read in the language shown (`i18n._`); the spec's messages are contract
 * texts, read with `ct`.
 */
export interface KindConfig {
  kind: PersonKind;
  listTitle: MessageDescriptor;
  sectionTitle: MessageDescriptor;
  detailsTitle: MessageDescriptor;
  listPath: string;
  addPath: string;
  detailsPath: (id: string) => string;
  addLabel: MessageDescriptor;
  addHeading: MessageDescriptor;
  /** Contract texts. */
  emptyText: ContractMessage;
  created: ContractMessage;
  fetchFailed: ContractMessage;
  statusFailed: ContractMessage;
}

export const kinds: Record<PersonKind, KindConfig> = {
  user: {
    kind: 'user',
    listTitle: msg`Users List`,
    sectionTitle: msg`User Management`,
    detailsTitle: msg`User Details`,
    listPath: paths.admin.userManagement,
    addPath: paths.admin.addUser,
    detailsPath: paths.admin.userDetails,
    addLabel: msg`Add User`,
    addHeading: msg`Add New User`,
    emptyText: peopleMessages.noUsers,
    created: peopleMessages.userCreated,
    fetchFailed: peopleMessages.userFetchFailed,
    statusFailed: peopleMessages.userStatusFailed,
  },
  volunteer: {
    kind: 'volunteer',
    listTitle: msg`Volunteers List`,
    sectionTitle: msg`Volunteer Management`,
    detailsTitle: msg`Volunteer Details`,
    listPath: paths.admin.volunteerManagement,
    addPath: paths.admin.addVolunteer,
    detailsPath: paths.admin.volunteerDetails,
    addLabel: msg`Add Volunteer`,
    addHeading: msg`Add New Volunteer`,
    emptyText: peopleMessages.noVolunteers,
    created: peopleMessages.volunteerAdded,
    fetchFailed: peopleMessages.volunteerFetchFailed,
    statusFailed: peopleMessages.volunteerStatusFailed,
  },
};
