import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { languageNames, offeredLanguages, type Language } from '@sahaya/contract/i18n/languages';
import { cn } from '../lib/cn.ts';
import { useDisclosure } from '../lib/hooks/use-disclosure.ts';
import { chooseLanguageEverywhere } from '../lib/session/preferences.ts';
import { Button } from './ui/button.tsx';

/**
 * The languages the NGO offers, a button each: each is named in its own script (and marked with
 * its `lang`, so a screen reader says it right), whatever the page is in; the one shown is pressed.
 * The choice is kept on this browser and, for someone signed in, on their account. What the
 * server wrote in the language before (an asset's name and description, a notice) is read again in the new one.
 */
export function LanguageChoices({ className, onChosen }: { className?: string; onChosen?: () => void }) {
  const { i18n, t } = useLingui();
  const [switching, setSwitching] = useState<Language | null>(null);
  const queryClient = useQueryClient();
  const choose = (language: Language) => {
    if (language === i18n.locale || switching) return;
    setSwitching(language);
    // A failure to save on the account leaves the choice on this browser: the page is already in it.
    void chooseLanguageEverywhere(language)
      .catch(() => {})
      .finally(() => {
        setSwitching(null);
        void queryClient.invalidateQueries();
        onChosen?.();
      });
  };
  return (
    // A set of choices, named by its legend as a form's are; two columns, so ten names fit a phone.
    <fieldset className={cn('m-0 grid min-w-0 grid-cols-2 gap-1 border-0 p-0', className)}>
      <legend className="sr-only">{t`Language`}</legend>
      {offeredLanguages().map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === i18n.locale}
          aria-busy={switching === language || undefined}
          onClick={() => choose(language)}
          className="min-h-11 rounded-lg px-3 text-start text-base font-semibold text-primary-800 underline-offset-4 hover:bg-primary-50 aria-pressed:bg-primary-700 aria-pressed:text-white aria-pressed:no-underline"
        >
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The language switch of a page's header: a button naming the language shown, which opens the
 * choices beside it. The choices are drawn only while open, so the page as prerendered (with every
 * language the build has) and the app (with the ones the NGO offers) start the same.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  const { open, toggle, close, wrapper, button } = useDisclosure();
  const panelId = useId();
  if (offeredLanguages().length < 2) return null;
  return (
    <div ref={wrapper} className={cn('relative flex', className)}>
      <Button ref={button} variant="ghost" className="gap-1 px-2" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <Languages aria-hidden />
        <span className="sr-only">{t`Language`}</span>{' '}
        <span lang={i18n.locale}>{languageNames[i18n.locale as Language]}</span>
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panelId} hidden={!open} className="absolute end-0 top-full z-40 mt-1 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl border border-stone-200 bg-white p-2 shadow-lg">
        {open && <LanguageChoices onChosen={close} />}
      </div>
    </div>
  );
}
