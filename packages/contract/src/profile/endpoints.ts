/**
 * A person's own profile (spec 1 §7) for every signed-in person, and the volunteer's aliases for
 * the picture and the password (spec 2 §7). Certificates go through /api/users whatever the role.
 */
import { errorBody, messageBody } from '../common.ts';
import { certificateTypes, mediaTypesOf } from '../files.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';
import {
  certificateUploadReply,
  changePasswordBody,
  dashboardSummaryReply,
  deleteAccountBody,
  deleteCertificateBody,
  meReply,
  profilePictureBody,
  profilePictureReply,
  updateProfileBody,
  updateProfileReply,
  preferencesReply,
  updatePreferencesBody,
  newPhoneBody,
  verifyNewPhoneBody,
  phoneSavedReply,
} from './schemas.ts';

const notFound = { 404: errorBody };

export const getMe = endpoint({
  ...routes.getMe,
  summary: 'Me and my primary address',
  replies: { 200: meReply, ...notFound },
});

export const getDashboardSummary = endpoint({
  ...routes.getDashboardSummary,
  summary: 'My dashboard: request count, donations total, unread notifications, recent activities',
  replies: { 200: dashboardSummaryReply, ...notFound },
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/users',
  access: 'signedIn',
  summary: 'Save my profile (personal fields and primary address), as JSON or form data',
  body: updateProfileBody,
  accepts: 'form',
  replies: { 200: updateProfileReply, ...notFound, 409: errorBody },
});

export const updateProfilePicture = endpoint({
  method: 'PATCH',
  path: '/api/users/profilePicture',
  access: 'signedIn',
  summary: 'Set my profile picture to an image I uploaded (POST /api/assets/image)',
  body: profilePictureBody,
  replies: { 200: profilePictureReply, ...notFound },
});

export const changePassword = endpoint({
  method: 'PATCH',
  path: '/api/users/password',
  access: 'signedIn',
  summary: 'Change my password; my other sessions are signed out',
  body: changePasswordBody,
  replies: { 200: messageBody, ...notFound },
});

export const uploadCertificate = endpoint({
  method: 'POST',
  path: '/api/users/certificate',
  access: 'signedIn',
  summary: 'Upload a certificate (multipart field `file`: an image or a PDF, 10 MB at most)',
  accepts: 'upload',
  upload: { field: 'file', types: mediaTypesOf(certificateTypes) },
  replies: { 200: certificateUploadReply, 400: errorBody, 413: errorBody },
});

export const deleteCertificate = endpoint({
  method: 'DELETE',
  path: '/api/users/certificate',
  access: 'signedIn',
  summary: 'Delete one of my certificates and its file',
  body: deleteCertificateBody,
  replies: { 200: messageBody, ...notFound },
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/users/me',
  access: 'signedIn',
  summary: 'Delete my account for good (donations stay, anonymous)',
  body: deleteAccountBody,
  replies: { 200: messageBody, ...notFound },
});

export const updateVolunteerProfilePicture = endpoint({
  ...updateProfilePicture,
  path: '/api/volunteers/profilePicture',
  access: ['volunteer'],
});

export const changeVolunteerPassword = endpoint({
  ...changePassword,
  path: '/api/volunteers/password',
  access: ['volunteer'],
});

export const updatePreferences = endpoint({
  ...routes.updatePreferences,
  summary: 'Save how I read Sahaya: my language (for my pages, mails and notices) and text size',
  body: updatePreferencesBody,
  replies: { 200: preferencesReply, ...notFound },
});

export const sendNewPhoneCode = endpoint({
  method: 'POST',
  path: '/api/users/me/phone',
  access: 'signedIn',
  summary: 'Send a code by SMS to a mobile number I want to add or change to',
  body: newPhoneBody,
  replies: { 200: messageBody, ...notFound, 429: errorBody },
});

export const verifyNewPhone = endpoint({
  method: 'POST',
  path: '/api/users/me/phone/verify',
  access: 'signedIn',
  summary: 'Save the mobile number with the code sent to it; it signs me in from then on',
  body: verifyNewPhoneBody,
  replies: { 200: phoneSavedReply, ...notFound },
});
