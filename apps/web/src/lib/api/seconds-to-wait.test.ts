import { describe, expect, it } from 'vitest';
import { ApiError, secondsToWait } from './api-error.ts';
import { retryAfterOf } from './http-transport.ts';

describe('secondsToWait', () => {
  it('reads the seconds of the code cooldown', () => {
    const error = new ApiError(429, 'OTP_COOLDOWN', 'Please wait 17 seconds before requesting a new OTP.', { params: [17] });
    expect(secondsToWait(error)).toBe(17);
  });

  it('reads the seconds of a rate limit from its Retry-After, and knows none without it', () => {
    expect(secondsToWait(new ApiError(429, 'RATE_LIMITED', 'Too many attempts, please try again later.', { retryAfterSeconds: 118 }))).toBe(118);
    expect(secondsToWait(new ApiError(429, 'RATE_LIMITED', 'Too many attempts, please try again later.'))).toBeNull();
  });

  it('knows no wait for a cooldown reply without a usable number', () => {
    expect(secondsToWait(new ApiError(429, 'OTP_COOLDOWN', 'Please wait.'))).toBeNull();
    expect(secondsToWait(new ApiError(429, 'OTP_COOLDOWN', 'Please wait.', { params: ['soon'] }))).toBeNull();
    expect(secondsToWait(new ApiError(429, 'OTP_COOLDOWN', 'Please wait.', { params: [0] }))).toBeNull();
  });

  it('knows no wait for other failures', () => {
    expect(secondsToWait(new ApiError(400, 'OTP_INVALID', 'Invalid OTP!'))).toBeNull();
    expect(secondsToWait(new Error('offline'))).toBeNull();
    expect(secondsToWait(undefined)).toBeNull();
  });
});

describe('retryAfterOf', () => {
  it('reads whole seconds and leaves out dates, nothing and nonsense', () => {
    expect(retryAfterOf('30')).toBe(30);
    expect(retryAfterOf('1.2')).toBe(2);
    expect(retryAfterOf('Wed, 21 Oct 2026 07:28:00 GMT')).toBeUndefined();
    expect(retryAfterOf(null)).toBeUndefined();
    expect(retryAfterOf('')).toBeUndefined();
    expect(retryAfterOf('0')).toBeUndefined();
  });
});
