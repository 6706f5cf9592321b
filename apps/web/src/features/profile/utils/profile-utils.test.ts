import { describe, expect, it } from 'vitest';
import type { Profile } from '../api/get-profile.ts';
import { isProfileIncomplete, missingDetails } from './completeness.ts';
import { downloadUrl, isPdfUrl, sniffFile } from './file-checks.ts';

const complete: Profile = {
  user: {
    _id: 'u1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    role: 'user',
    age: 67,
    gender: 'Female',
    phone: '9876543210',
    profilePicture: null,
    certificates: [],
    isVerified: true,
    isBlocked: false,
    isActive: true,
    createdAt: '2026-01-02T03:04:05.000Z',
  },
  address: {
    _id: 'a1',
    fname: null,
    lname: null,
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560001',
    latitude: null,
    longitude: null,
    isPrimary: true,
    hasLocation: false,
    locationSource: null,
  },
};

describe('isProfileIncomplete', () => {
  it('is complete when age, phone, gender, street, state, pincode and country are all set', () => {
    expect(isProfileIncomplete(complete)).toBe(false);
  });

  it('is incomplete when any of them is missing, and without an address', () => {
    expect(isProfileIncomplete({ ...complete, user: { ...complete.user, age: null } })).toBe(true);
    expect(isProfileIncomplete({ ...complete, user: { ...complete.user, phone: '' } })).toBe(true);
    expect(isProfileIncomplete({ ...complete, address: { ...complete.address!, pincode: ' ' } })).toBe(true);
    expect(isProfileIncomplete({ ...complete, address: null })).toBe(true);
  });

  it('tells a missing number, added with a code beside it, from the details Edit Profile holds', () => {
    expect(missingDetails(complete)).toEqual({ phone: false, others: false });
    expect(missingDetails({ ...complete, user: { ...complete.user, phone: null } })).toEqual({ phone: true, others: false });
    expect(missingDetails({ ...complete, user: { ...complete.user, gender: null }, address: null })).toEqual({ phone: false, others: true });
  });

  it('does not need the city (the spec leaves it out of the check)', () => {
    expect(isProfileIncomplete({ ...complete, address: { ...complete.address!, city: '' } })).toBe(false);
  });
});

describe('file checks', () => {
  it('recognises images and PDFs by their first bytes, whatever the name says', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
    const pdf = new Blob(['%PDF-1.7\n']);
    const text = new Blob(['hello, I am not a picture']);
    expect(await sniffFile(png)).toBe('png');
    expect(await sniffFile(pdf)).toBe('pdf');
    expect(await sniffFile(text)).toBe('unknown');
  });

  it('refuses what the server refuses: a bare "GIF8" or "BM" is text, not a picture', async () => {
    expect(await sniffFile(new Blob(['GIF8 is not a GIF']))).toBe('unknown');
    expect(await sniffFile(new Blob(['BM is just text at the start of a note']))).toBe('unknown');
    expect(await sniffFile(new Blob(['GIF89a', new Uint8Array(16)]))).toBe('gif');
  });

  it('reads the kind of a signed link from its path and adds the download flag', () => {
    expect(isPdfUrl('/uploads/private/x.pdf?expires=1&signature=s')).toBe(true);
    expect(isPdfUrl('/uploads/private/x.png?expires=1')).toBe(false);
    expect(downloadUrl('/uploads/private/x.pdf?expires=1')).toBe('/uploads/private/x.pdf?expires=1&download=1');
  });
});
