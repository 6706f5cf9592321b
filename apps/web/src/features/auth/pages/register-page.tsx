import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GuardianFields, LawfulGuardianCheckbox } from '../../../components/form/guardian-fields.tsx';
import { ConsentPurposes } from '../../../components/form/consent-purposes.tsx';
import type { ConsentPurpose } from '@sahaya/contract/consents/purposes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerBody } from '@sahaya/contract/auth/schemas';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerErrors } from '../../../lib/forms/form-errors.ts';
import { useMinorByAge } from '../../../lib/forms/use-minor-by-age.ts';
import { useRegister } from '../api/register.ts';
import { CardPage } from '../../../components/card-page.tsx';
import { ContactWayToggle } from '../components/contact-way-toggle.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { OrDivider } from '../components/or-divider.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { contactWayIn, withContactWay, type ContactWay } from '../utils/contact-way.ts';
import { registerErrorMessage } from '../utils/error-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { NewPasswordField } from '../../../components/form/new-password-field.tsx';
import { formToast } from '../../../lib/toasts/form-toast.ts';
import { useContractText } from '../../../lib/i18n/contract-text.ts';

const answer = formToast('register');

/**
 * /user/register: creates an account, then sends the person to enter the code: mailed to the
 * e-mail address, or with `?with=phone`, sent by SMS to the mobile number.
 */
export function RegisterPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const way = contactWayIn(searchParams);
  const navigate = useNavigate();
  const { t } = useLingui();
  const { ctOf } = useContractText();
  const register = useRegister();
  // Only the field shown is sent: the body names the way by the field it has (registerBody).
  const form = useForm({
    resolver: zodResolver(registerBody),
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: { name: '', email: '', phone: '', password: '', age: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Under 18, or an adult with a lawful guardian: the guardian's section opens (DPDP s. 9, Rule 11).
  const [hasLawfulGuardian, setHasLawfulGuardian] = useState(false);
  // The purposes of the privacy notice ticked (the account's is always agreed to).
  const [consents, setConsents] = useState<ConsentPurpose[]>([]);
  const minor = useMinorByAge(form.watch('age'));
  const askGuardian = minor || hasLawfulGuardian;

  const selectWay = (next: ContactWay) => setSearchParams(withContactWay(searchParams, next), { replace: true });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const guardian = data.guardian && { ...data.guardian, reason: minor ? ('minor' as const) : ('lawfulGuardian' as const) };
      const reply = await register.mutateAsync({ ...data, guardian, consents: ['account', ...consents] });
      answer.success(reply.message);
      // The code went to the e-mail address given or, for a sign-up by number alone, to the number;
      // with a guardian, their code is asked for once that one is entered.
      const verify = data.phone
        ? paths.verifyOtpForPhone(reply.registeredPhone ?? data.phone)
        : paths.verifyOtpFor(reply.registeredMail ?? data.email ?? '');
      navigate(reply.guardianPending ? paths.withGuardianNext(verify) : verify);
    } catch (error) {
      applyServerErrors(error, form.setError, ['name', 'email', 'phone', 'age', 'password', 'guardian.name', 'guardian.relation', 'guardian.phone', 'guardian.email']);
      const message = registerErrorMessage(error);
      if (message) answer.error(message);
    }
  });

  return (
    <CardPage title={t`Create your account`} description={t`It is free, and it takes a minute.`}>
      <ContactWayToggle value={way} onChange={selectWay} className="mb-6" />
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label={t`Name`} error={errors.name?.message && ctOf(errors.name.message)}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        {way === 'phone' ? (
          <PhoneField registration={form.register('phone')} error={errors.phone?.message} />
        ) : (
          <FormField label={t`Email`} error={errors.email?.message && ctOf(errors.email.message)}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
        )}
        <FormField label={t`Age`} hint={t`In years`} error={errors.age?.message && ctOf(errors.age.message)}>
          <Input inputMode="numeric" autoComplete="off" className="max-w-32" {...form.register('age')} />
        </FormField>
        {minor ? null : <LawfulGuardianCheckbox checked={hasLawfulGuardian} onChange={setHasLawfulGuardian} />}
        {askGuardian ? (
          <GuardianFields
            fields={{
              name: form.register('guardian.name'),
              relation: form.register('guardian.relation'),
              phone: form.register('guardian.phone'),
              email: form.register('guardian.email'),
            }}
            errors={
              errors.guardian && {
                name: errors.guardian.name,
                relation: errors.guardian.relation,
                phone: errors.guardian.phone,
                email: errors.guardian.email,
              }
            }
          />
        ) : null}
        <NewPasswordField
          label={t`Password`}
          rule="password"
          registration={form.register('password')}
          error={errors.password?.message && ctOf(errors.password.message)}
        />
        <ConsentPurposes ticked={consents} onChange={setConsents} />
        <Button type="submit" size="lg" className="w-full" pending={isSubmitting}>
          <Trans>Submit</Trans>
        </Button>
      </form>
      <div className="mt-6 space-y-4">
        <OrDivider />
        <GoogleSignIn mode="signup" />
        <p className="text-center">
          <Trans>
            Already registered?{' '}
            <Link
              to={way === 'phone' ? paths.loginByPhone : paths.login}
              className="font-semibold text-primary-800 underline underline-offset-4"
            >
              Login here
            </Link>
          </Trans>
        </p>
      </div>
    </CardPage>
  );
}
