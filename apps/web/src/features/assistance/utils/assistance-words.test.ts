import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { listErrorText } from './assistance-words.ts';

describe('listErrorText', () => {
  it('gives the server\'s message, or says the list could not be fetched', () => {
    expect(listErrorText(new ApiError(500, 'Database is down'))).toBe('Database is down');
    expect(listErrorText(new ApiError(500, 'Request failed'))).toBe('Error fetching assistance requests. Please try again.');
    expect(listErrorText(new TypeError('boom'))).toBe('An unexpected error occurred. Please try again.');
  });
});
