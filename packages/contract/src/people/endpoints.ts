/**
 * The admin's management of users and volunteers (spec 3 §2, §7): lists, Add User / Add
 * Volunteer, details, block and unblock. A volunteer may also read their own details.
 */
import { errorBody, idParams } from '../common.ts';
import { endpoint } from '../http.ts';
import {
  blockParams,
  blockReply,
  createPersonBody,
  createUserReply,
  createVolunteerReply,
  listUsersQuery,
  listUsersReply,
  listVolunteersQuery,
  listVolunteersReply,
  userDetailsReply,
  volunteerDetailsReply,
} from './schemas.ts';

const admin = ['admin'] as const;
const notFound = { 404: errorBody };

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/users',
  access: admin,
  summary: 'List users, newest first, searched by name (admin)',
  query: listUsersQuery,
  replies: { 200: listUsersReply },
});

export const createUser = endpoint({
  method: 'POST',
  path: '/api/users',
  access: ['admin', 'volunteer'],
  summary: 'Register a person with their mobile number and address, as JSON or form data; an admin may give an e-mail address and password too (admin, or a volunteer at the door)',
  body: createPersonBody,
  accepts: 'form',
  replies: { 201: createUserReply },
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/users/:id',
  access: admin,
  summary: 'A user with their address, certificates and recent activity (admin)',
  params: idParams,
  replies: { 200: userDetailsReply, ...notFound },
});

export const setUserBlocked = endpoint({
  method: 'PATCH',
  path: '/api/users/:id/:action',
  access: admin,
  summary: 'Block or unblock a user; blocking signs them out everywhere at once (admin)',
  params: blockParams,
  replies: { 200: blockReply, ...notFound },
});

export const listVolunteers = endpoint({
  method: 'GET',
  path: '/api/volunteers',
  access: admin,
  summary: 'List volunteers with their task counts, searched by name and filtered (admin)',
  query: listVolunteersQuery,
  replies: { 200: listVolunteersReply },
});

export const createVolunteer = endpoint({
  method: 'POST',
  path: '/api/volunteers',
  access: admin,
  summary: 'Create a verified volunteer with their address, as JSON or form data (admin)',
  body: createPersonBody,
  accepts: 'form',
  replies: { 201: createVolunteerReply },
});

export const getVolunteer = endpoint({
  method: 'GET',
  path: '/api/volunteers/:id',
  access: ['admin', 'volunteer'],
  summary: 'A volunteer with their address, certificates, tasks and recent activity (admin or themself)',
  params: idParams,
  replies: { 200: volunteerDetailsReply, ...notFound },
});

export const setVolunteerBlocked = endpoint({
  method: 'PATCH',
  path: '/api/volunteers/:id/:action',
  access: admin,
  summary: 'Block or unblock a volunteer; blocking signs them out everywhere at once (admin)',
  params: blockParams,
  replies: { 200: blockReply, ...notFound },
});
