import { useRef, useState, type FormEvent } from 'react';
import type { Credentials } from '@sahaya/contract/auth/schemas';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { loadOnce } from '../../../lib/load-once.ts';

type Field = keyof Credentials;
type Problems = Partial<Record<Field, string>>;
const fields: readonly Field[] = ['email', 'password'];

/** The rules, and zod with them, load when a field first takes focus or the form is first checked. */
const loadRules = loadOnce(() => import('../utils/credentials-resolver.ts').then((m) => m.credentialsProblems));

/** The problems of what is typed, or none when the rules cannot load: the server checks it too. */
async function problemsOf(values: Credentials): Promise<Problems> {
  try {
    return (await loadRules())(values);
  } catch {
    return {};
  }
}

function valuesOf(form: HTMLFormElement): Credentials {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

function focusField(form: HTMLFormElement | null, field: string) {
  const control = form?.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * The e-mail sign-in form's state. The login page is the one most people open first, on a slow
 * phone, so its form does without the form library the other forms use (react-hook-form, about a
 * tenth of the page's script), and behaves as they do in its "onTouched" mode: a field is checked
 * when it is left, then again as it is typed into; everything when the form is sent, focus moving to
 * the first field in error; the server's per-field messages appear under their fields. The inputs
 * are the page's own (uncontrolled), so what was typed before the app took the prerendered page over
 * stays.
 */
export function useCredentialsForm(send: (values: Credentials, showServerErrors: (error: unknown) => void) => Promise<void>) {
  const [errors, setErrors] = useState<Problems>({});
  const [pending, setPending] = useState(false);
  const touched = useRef(new Set<Field>());
  const formRef = useRef<HTMLFormElement>(null);

  const recheck = async (field: Field) => {
    const form = formRef.current;
    if (!form || !touched.current.has(field)) return;
    const problems = await problemsOf(valuesOf(form));
    setErrors((shown) => ({ ...shown, [field]: problems[field] }));
  };

  const showServerErrors = (error: unknown) => {
    applyServerErrors<Credentials>(error, (field, { message }, options) => {
      if (field === 'email' || field === 'password') setErrors((shown) => ({ ...shown, [field]: message }));
      if (options?.shouldFocus) focusField(formRef.current, field);
    }, fields);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    try {
      const values = valuesOf(form);
      const problems = await problemsOf(values);
      for (const field of fields) touched.current.add(field);
      setErrors(problems);
      const wrong = fields.find((field) => problems[field]);
      if (wrong) focusField(form, wrong);
      else await send(values, showServerErrors);
    } finally {
      setPending(false);
    }
  };

  /** What each input takes: its name, and the checks on leaving and typing. */
  const field = (name: Field) => ({
    name,
    onBlur: () => {
      touched.current.add(name);
      void recheck(name);
    },
    onChange: () => void recheck(name),
  });

  return { formRef, errors, pending, field, onSubmit, preload: () => void loadRules().catch(() => {}) };
}
