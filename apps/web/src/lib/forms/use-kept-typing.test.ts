import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { keptTyping } from './use-kept-typing.ts';

interface Values {
  name: string;
  note: string;
}
const empty: Values = { name: '', note: '' };

/**
 * A dialog's form as useForm makes it, without a page, opened as useKeptTyping opens it: its
 * fields typed into as a browser would, each subject shown from `saved` on a fresh opening.
 */
function dialogFor(saved: Record<string, Values>) {
  const form = createFormControl<Values>({ defaultValues: empty });
  let unsaved = false;
  form.subscribe({ formState: { isDirty: true }, callback: ({ isDirty }) => void (unsaved = Boolean(isDirty)) });
  const kept = keptTyping();
  const revised: string[] = [];
  return {
    open: (subject: string) =>
      kept.open(subject, { unsaved, reset: () => form.reset(saved[subject] ?? empty), revise: () => revised.push(subject) }),
    // Registered at each key, as each drawing of the form registers its fields again after a reset.
    type: (name: keyof Values, value: string) => void form.register(name).onChange({ type: 'change', target: { name, value } }),
    values: () => form.getValues(),
    discard: kept.discard,
    revised,
  };
}

describe('keptTyping', () => {
  it('opens again as it was left, however often it is closed without its buttons', () => {
    const dialog = dialogFor({ a: { name: 'Wheelchair', note: '' } });
    dialog.open('a');
    expect(dialog.values()).toEqual({ name: 'Wheelchair', note: '' });
    dialog.type('note', 'Folding, with a cushion');
    // Escape, a tap beside it or a failed save: nothing discards, so each opening keeps it.
    dialog.open('a');
    dialog.open('a');
    expect(dialog.values()).toEqual({ name: 'Wheelchair', note: 'Folding, with a cushion' });
  });

  it('shows the saved record again after Cancel or a successful save', () => {
    const saved = { a: { name: 'Wheelchair', note: '' } };
    const dialog = dialogFor(saved);
    dialog.open('a');
    dialog.type('name', 'Walker');
    dialog.discard();
    dialog.open('a');
    expect(dialog.values()).toEqual({ name: 'Wheelchair', note: '' });

    // Saved: the record is read again with the change, and that is what the next opening shows.
    dialog.type('name', 'Walker');
    saved.a = { name: 'Walker', note: '' };
    dialog.discard();
    dialog.open('a');
    expect(dialog.values()).toEqual({ name: 'Walker', note: '' });
  });

  it('starts afresh for another subject, and does not bring the first one’s typing back to it', () => {
    const dialog = dialogFor({ a: { name: 'Wheelchair', note: '' }, b: { name: 'Hospital bed', note: '' } });
    dialog.open('a');
    dialog.type('note', 'Meant for the wheelchair');
    dialog.open('b');
    expect(dialog.values()).toEqual({ name: 'Hospital bed', note: '' });
    dialog.open('a');
    expect(dialog.values()).toEqual({ name: 'Wheelchair', note: '' });
  });

  it('shows the record as it is now when nothing was typed, and revises only kept typing', () => {
    const saved = { '': { name: '', note: 'Today' } };
    const dialog = dialogFor(saved);
    dialog.open('');
    saved[''] = { name: '', note: 'Tomorrow' };
    dialog.open('');
    expect(dialog.values()).toEqual({ name: '', note: 'Tomorrow' });
    expect(dialog.revised).toEqual([]);

    dialog.type('name', 'Gopal');
    dialog.open('');
    expect(dialog.values()).toEqual({ name: 'Gopal', note: 'Tomorrow' });
    expect(dialog.revised).toEqual(['']);
  });

  it('starts afresh once what was typed is taken back to what was shown', () => {
    const dialog = dialogFor({ a: { name: 'Wheelchair', note: '' } });
    dialog.open('a');
    dialog.type('name', 'Walker');
    dialog.type('name', 'Wheelchair');
    dialog.open('a');
    expect([dialog.values(), dialog.revised]).toEqual([{ name: 'Wheelchair', note: '' }, []]);
  });
});
