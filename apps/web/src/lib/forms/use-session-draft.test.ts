import { createFormControl } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { clearDraft, forgetDrafts, readDraft, writeDraft } from './session-draft.ts';
import { keepSessionDraft } from './use-session-draft.ts';

interface Values {
  subject: string;
  details: string;
  urgent: boolean;
}
const empty: Values = { subject: '', details: '', urgent: false };
const draftOf = (userId = 'u1') => readDraft('grievance', userId);

let storage: MemoryStorage;

/** A form as useForm makes it, without a page; its fields typed into as a browser would. */
function openForm(userId = 'u1', revise?: (draft: Values) => Values) {
  const form = createFormControl<Values>({ defaultValues: empty });
  const fields = { subject: form.register('subject'), details: form.register('details'), urgent: form.register('urgent') };
  const type = (name: keyof typeof fields, value: string | boolean) =>
    void fields[name].onChange({ type: 'change', target: { name, value } });
  const stop = keepSessionDraft(form, { name: 'grievance', userId, empty, revise });
  return { form, type, stop };
}

describe('keepSessionDraft', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what is typed, and a form opened again comes back as it was left', () => {
    const first = openForm();
    first.type('subject', 'Volunteer did not come');
    first.type('details', 'We waited all morning.');
    first.type('urgent', true);
    first.stop();
    expect(draftOf()).toEqual({ subject: 'Volunteer did not come', details: 'We waited all morning.', urgent: true });

    const again = openForm();
    expect(again.form.getValues()).toEqual({ subject: 'Volunteer did not come', details: 'We waited all morning.', urgent: true });
  });

  it('keeps each person’s draft apart', () => {
    openForm('u1').type('details', 'Mine');
    expect(openForm('u2').form.getValues()).toEqual(empty);
    expect(draftOf('u2')).toBeNull();
    expect(draftOf('u1')).toMatchObject({ details: 'Mine' });
  });

  it('forgets every draft of the tab on signing out, and nothing else the tab keeps', () => {
    openForm('u1').type('details', 'Mine');
    writeDraft('help', 'u2', { description: 'Theirs' });
    storage.setItem('sahaya-language', 'hi');
    forgetDrafts();
    expect([draftOf('u1'), readDraft('help', 'u2'), storage.getItem('sahaya-language')]).toEqual([null, null, 'hi']);
  });

  it('keeps no draft for a form emptied again, and none once it was sent', () => {
    const { type } = openForm();
    type('details', 'x');
    type('details', '');
    expect(draftOf()).toBeNull();

    const sent = openForm();
    sent.type('details', 'Sent now');
    clearDraft('grievance', 'u1');
    sent.form.reset(empty);
    expect(draftOf()).toBeNull();
    expect(openForm().form.getValues()).toEqual(empty);
  });

  it('never keeps a password, a code, a PAN or a card number, by its name or by its look', () => {
    writeDraft('grievance', 'u1', {
      details: 'Kept',
      password: 'Sahaya@123',
      otp: '123456',
      pan: 'ABCDE1234F',
      cardNumber: '4111 1111 1111 1111',
      guardian: { name: 'Lata', newPassword: 'x' },
      note: 'abcde1234f',
      account: '4111-1111-1111-1111',
    });
    expect(draftOf()).toEqual({ details: 'Kept', guardian: { name: 'Lata' } });
    // A secret in the form's own fields is left out as it is typed.
    openForm().type('subject', '4111111111111111');
    expect(draftOf()).not.toHaveProperty('subject');
  });

  it('restores only the form’s own fields, each of the kind it holds, and lets the form revise them', () => {
    storage.setItem('sahaya-draft:grievance:u1', JSON.stringify({ subject: 7, details: 'Typed', urgent: 'yes', removed: 'old' }));
    const { form } = openForm('u1', (draft) => ({ ...draft, subject: 'Revised' }));
    expect(form.getValues()).toEqual({ subject: 'Revised', details: 'Typed', urgent: false });
  });

  it('starts empty when the draft is spoilt or storage is refused, and the form goes on', () => {
    storage.setItem('sahaya-draft:grievance:u1', '{not json');
    expect(openForm().form.getValues()).toEqual(empty);

    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    const { form, type } = openForm();
    expect(() => type('details', 'Still typed')).not.toThrow();
    expect(form.getValues('details')).toBe('Still typed');
    expect(() => clearDraft('grievance', 'u1')).not.toThrow();
  });
});
