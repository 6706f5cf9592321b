import { describe, expect, it } from 'vitest';
import { personFormFields, refusalHasShownField, signInNumberOf } from './person-form-mode.ts';

describe('personFormFields', () => {
  it('offers an admin every field, the password among them', () => {
    expect(personFormFields('admin')).toContain('password');
    expect(personFormFields('admin')).toContain('email');
    expect(personFormFields('admin')).toHaveLength(17);
    expect(personFormFields('admin')).toContain('guardian.phone');
  });

  it('offers a volunteer at the door no password, and everything else in the same order', () => {
    const door = personFormFields('atTheDoor');
    expect(door).not.toContain('password');
    expect(door).toEqual(personFormFields('admin').filter((field) => field !== 'password'));
  });
});

describe('refusalHasShownField', () => {
  it('finds a message for a shown field, by its name or under data.', () => {
    expect(refusalHasShownField({ phone: 'This mobile number is already registered!' }, 'atTheDoor')).toBe(true);
    expect(refusalHasShownField({ 'data.email': 'Email is already registered!' }, 'admin')).toBe(true);
  });

  it('does not count a field the form hides, nor a reply without fields', () => {
    expect(refusalHasShownField({ password: 'A volunteer does not choose the password' }, 'atTheDoor')).toBe(false);
    expect(refusalHasShownField({ password: 'Too short' }, 'admin')).toBe(true);
    expect(refusalHasShownField({}, 'admin')).toBe(false);
    expect(refusalHasShownField({ role: 'Not yours' }, 'admin')).toBe(false);
  });
});

describe('signInNumberOf', () => {
  it('writes the number of a person without e-mail as people read it', () => {
    expect(signInNumberOf({ email: null, phone: '+919876543210' })).toBe('+91 98765 43210');
  });

  it('is null for a person who signs in with e-mail, or has no number', () => {
    expect(signInNumberOf({ email: 'savitri@example.org', phone: '+919876543210' })).toBeNull();
    expect(signInNumberOf({ email: 'savitri@example.org', phone: null })).toBeNull();
    expect(signInNumberOf({ email: null, phone: null })).toBeNull();
  });
});
