/**
 * A person's own profile: /api/users/* (spec 1 §7) for every signed-in person, and the volunteer
 * aliases /api/volunteers/profilePicture and /api/volunteers/password (spec 2 §7). Certificates go
 * through /api/users/certificate whatever the role. Rules live in profile.service.ts.
 */
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, messageBody } from '@sahaya/contract/common';
import { MAX_CERTIFICATE_BYTES } from '@sahaya/contract/constants';
import { uploadMessages } from '@sahaya/contract/messages';
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
} from '@sahaya/contract/profile';
import { readUpload } from '../../plugins/storage.ts';
import { uploadLimit } from '../uploads/uploads.routes.ts';
import { acceptUrlEncodedForms, multipartFieldsAsBody } from '../../lib/form-body.ts';
import * as profile from './profile.service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
/** Calls that check a password are slowed down like sign-in, so they cannot be used to guess it. */
const passwordLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const changePasswordRoute = (app: Parameters<FastifyPluginAsyncZod>[0], tag: string) =>
  app.patch(
    '/password',
    {
      config: passwordLimit,
      schema: {
        tags: [tag],
        summary: 'Change my password; my other sessions are signed out',
        body: changePasswordBody,
        response: { 200: messageBody, ...errors, 429: errorBody },
      },
    },
    async (request) => profile.changePassword(app, request.auth, request.body),
  );

const profilePictureRoute = (app: Parameters<FastifyPluginAsyncZod>[0], tag: string) =>
  app.patch(
    '/profilePicture',
    {
      schema: {
        tags: [tag],
        summary: 'Set my profile picture to an image I uploaded (POST /api/assets/image)',
        body: profilePictureBody,
        response: { 200: profilePictureReply, ...errors },
      },
    },
    async (request) => profile.setProfilePicture(app, request.auth.userId, request.body.profilePicture),
  );

/** Mounted at /api/users. */
export const userProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const TAG = 'profile';
  acceptUrlEncodedForms(app);
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me',
    { schema: { tags: [TAG], summary: 'Me and my primary address', response: { 200: meReply, ...errors } } },
    async (request) => profile.getMe(app, request.auth.userId),
  );

  app.get(
    '/me/summary',
    {
      schema: {
        tags: [TAG],
        summary: 'My dashboard: request count, donations total, unread notifications, recent activities',
        response: { 200: dashboardSummaryReply, ...errors },
      },
    },
    async (request) => profile.dashboardSummary(app, request.auth.userId),
  );

  app.put(
    '/',
    {
      preValidation: multipartFieldsAsBody,
      schema: {
        tags: [TAG],
        summary: 'Save my profile (personal fields and primary address), as JSON or form data',
        body: updateProfileBody,
        response: { 200: updateProfileReply, ...errors },
      },
    },
    async (request) => profile.updateProfile(app, request.auth.userId, request.body),
  );

  profilePictureRoute(app, TAG);
  changePasswordRoute(app, TAG);

  app.post(
    '/certificate',
    {
      config: uploadLimit,
      schema: {
        tags: [TAG],
        summary: 'Upload a certificate (multipart field `file`: an image or a PDF, 10 MB at most)',
        consumes: ['multipart/form-data'],
        response: { 200: certificateUploadReply, ...errors, 413: errorBody },
      },
    },
    async (request) => {
      const data = await readUpload(request, { maxBytes: MAX_CERTIFICATE_BYTES, tooLarge: uploadMessages.fileTooLarge });
      return profile.uploadCertificate(app, request.auth.userId, data);
    },
  );

  app.delete(
    '/certificate',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete one of my certificates and its file',
        body: deleteCertificateBody,
        response: { 200: messageBody, ...errors },
      },
    },
    async (request) => profile.deleteCertificate(app, request.auth.userId, request.body.certificateUrl),
  );

  app.delete(
    '/me',
    {
      config: passwordLimit,
      schema: {
        tags: [TAG],
        summary: 'Delete my account for good (donations stay, anonymous)',
        body: deleteAccountBody,
        response: { 200: messageBody, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const result = await profile.deleteAccount(app, request.auth, request.body);
      reply.clearCookie('refreshToken', { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: app.config.isProduction });
      return result;
    },
  );
};

/** Mounted at /api/volunteers, beside the volunteer details call of the admin module. */
export const volunteerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const TAG = 'volunteer profile';
  app.addHook('preHandler', app.requireRole('volunteer'));
  profilePictureRoute(app, TAG);
  changePasswordRoute(app, TAG);
};
