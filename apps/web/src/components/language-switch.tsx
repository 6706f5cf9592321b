import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { languageNames, languages, type Language } from '@sahaya/contract/i18n/languages';
import { cn } from '../lib/cn.ts';
import { chooseLanguageEverywhere } from '../lib/session/preferences.ts';

/**
 * English / हिन्दी, on every page. Each language is named in its own script (and marked with its
 * `lang`, so a screen reader says it right), whatever the page is in; the one shown is pressed.
 * The choice is kept on this browser and, for someone signed in, on their account. What the
 * server wrote in the language before (an asset's name and description, a notice) is read again in the new one.
 */
export function LanguageSwitch({ className }: { className?: string }) {
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
      });
  };
  return (
    // A set of choices, named by its legend as a form's are.
    <fieldset className={cn('m-0 flex min-w-0 items-center gap-1 border-0 p-0', className)}>
      <legend className="sr-only">{t`Language`}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === i18n.locale}
          aria-busy={switching === language || undefined}
          onClick={() => choose(language)}
          className="min-h-11 rounded-lg px-3 text-base font-semibold text-primary-800 underline-offset-4 hover:bg-primary-50 aria-pressed:bg-primary-700 aria-pressed:text-white aria-pressed:no-underline"
        >
          {languageNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
