/** The sign-in calls of spec 1 §7 plus logout. All are public: they are how a session begins. */
import { errorBody, idParams, messageBody } from '../common.ts';
import { endpoint } from '../http.ts';
import * as routes from './routes.ts';
import {
  adminLoginBody,
  authenticateUserReply,
  codeSentReply,
  emailOrPhoneBody,
  phoneBody,
  phoneLoginBody,
  googleLoginBody,
  loginBody,
  refreshReply,
  registerBody,
  registerReply,
  resendOtpReply,
  resetPasswordBody,
  resetTokenBody,
  resetTokenState,
  sessionReply,
  verifyOtpBody,
} from './schemas.ts';

const access = 'public';
/** A sign-in step may refuse the person (wrong password, blocked): an answer, not a missing session. */
const refused = { 401: errorBody };

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  access,
  summary:
    'Create an account and send its verification code: by mail, or by SMS to a mobile number alone. Records consent to the account and to each purpose in `consents` under the current privacy notice; a body without `consents` (an older client) records the account alone, and the other purposes are asked at the next sign-in',
  body: registerBody,
  replies: { 201: registerReply },
});

export const verifyOtp = endpoint({
  method: 'POST',
  path: '/api/auth/verifyOtp',
  access,
  summary: 'Verify the e-mail address or mobile number with the code sent to it',
  body: verifyOtpBody,
  replies: { 200: messageBody, ...refused },
});

export const resendOtp = endpoint({
  method: 'POST',
  path: '/api/auth/resendOtp',
  access,
  summary: 'Send a new verification code by mail (once every 30 seconds) or SMS',
  body: emailOrPhoneBody,
  replies: { 200: resendOtpReply, ...refused, 429: errorBody },
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  access,
  summary: 'Sign in as user or volunteer, by e-mail address or mobile number',
  body: loginBody,
  replies: { 200: sessionReply, ...refused, 403: errorBody },
});

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/auth/admin/login',
  access,
  summary: 'Sign in as admin',
  body: adminLoginBody,
  replies: { 200: sessionReply, ...refused },
});

export const googleLogin = endpoint({
  method: 'POST',
  path: '/api/auth/google-login',
  access,
  summary: 'Sign in with a Google ID token',
  body: googleLoginBody,
  replies: { 200: sessionReply, ...refused, 403: errorBody, 503: errorBody },
});

export const phoneCode = endpoint({
  method: 'POST',
  path: '/api/auth/phone/code',
  access,
  summary: 'Send a sign-in code by SMS to a number with an account; every number gets the same answer',
  body: phoneBody,
  replies: { 200: codeSentReply, 429: errorBody },
});

export const phoneLogin = endpoint({
  method: 'POST',
  path: '/api/auth/phone/login',
  access,
  summary: 'Sign in as user or volunteer with the code sent to the number by SMS',
  body: phoneLoginBody,
  replies: { 200: sessionReply, ...refused, 403: errorBody },
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/api/auth/refreshToken',
  access,
  summary: 'Trade the refresh cookie for a new access token',
  replies: { 200: refreshReply, ...refused },
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  access,
  summary: 'End the session of the refresh cookie',
  replies: { 200: messageBody },
});

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgotPassword',
  access,
  summary: 'Mail a password reset link, or send a code by SMS to a mobile number',
  body: emailOrPhoneBody,
  replies: { 200: messageBody, ...refused, 429: errorBody },
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/resetPassword',
  access,
  summary: 'Choose a new password with a reset link, or with the code sent by SMS',
  body: resetPasswordBody,
  replies: { 200: messageBody, ...refused },
});

/**
 * Whether a reset link can still be used, asked when its page opens, so a used or expired link
 * says so before the person types a new password twice. The token goes in the body, as it does
 * for the reset itself, so it stays out of request logs.
 */
export const checkResetToken = endpoint({
  method: 'POST',
  path: '/api/auth/resetPassword/check',
  access,
  summary: 'Tell whether a reset link can still be used',
  body: resetTokenBody,
  replies: { 200: resetTokenState, ...refused },
});

/**
 * Asked by the web app as it starts, with its stored session's bearer token, which may have expired
 * or whose session a block ended: answered to the holder of a token signed for that person, and
 * 401 to anyone else, whatever the id, so it tells nobody who has an account.
 */
export const authenticateUser = endpoint({
  ...routes.authenticateUser,
  summary: 'Tell the holder of a token signed for a person, expired or not, whether that person is blocked',
  params: idParams,
  replies: { 200: authenticateUserReply, 401: errorBody, 404: errorBody },
});
