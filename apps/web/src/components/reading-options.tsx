import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ALargeSmall } from 'lucide-react';
import { useId } from 'react';
import { languageNames, textSizes, type Language, type TextSize } from '@sahaya/contract/i18n/languages';
import { cn } from '../lib/cn.ts';
import { chooseTextSizeEverywhere } from '../lib/session/preferences.ts';
import { useTextSize } from '../lib/session/text-size.ts';
import { useDisclosure } from '../lib/hooks/use-disclosure.ts';
import { LanguageChoices } from './language-switch.tsx';
import { Button } from './ui/button.tsx';

const sizeNames = { normal: msg`Normal`, large: msg`Large`, larger: msg`Larger` } as const;

/** Each choice is written at the size it gives, so the difference is seen before it is chosen. */
const sizeClasses: Record<TextSize, string> = { normal: 'text-base', large: 'text-lg', larger: 'text-xl' };

/**
 * The header's reading options: the text size (normal, large, larger) and, on a phone, where the
 * header has no room for it beside the menus, the language switch. A disclosure: the button opens
 * the panel below the header, Tab goes on into it, and Escape or a press outside closes it. The
 * panel is placed against the header (the nearest positioned box), across the width of a phone's
 * screen, so it never reaches past the window whatever the text size.
 */
export function ReadingOptions({ className }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { open, toggle, wrapper, button } = useDisclosure();
  const size = useTextSize();
  const panelId = useId();

  const choose = (next: TextSize) => {
    // A failure to save on the account leaves the size on this browser: the page shows it already.
    void chooseTextSizeEverywhere(next).catch(() => {});
  };

  return (
    <div ref={wrapper} className={cn('flex items-center', className)}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="max-sm:w-auto max-sm:gap-1 max-sm:px-2"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <ALargeSmall aria-hidden />
        {/* On a phone the languages are in this panel: the button shows the one in use, so a
            person looking for their language sees where it is. */}
        <span className="sr-only">{t`Text size and language`}</span>{' '}
        <span lang={i18n.locale} className="font-semibold sm:hidden">
          {languageNames[i18n.locale as Language]}
        </span>
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full start-3 end-3 z-40 mt-1 space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:start-auto sm:w-80"
      >
        <div role="group" aria-labelledby={`${panelId}-size`}>
          <p id={`${panelId}-size`} className="font-semibold text-ink">
            {t`Text size`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {textSizes.map((choice) => (
              <button
                key={choice}
                type="button"
                aria-pressed={choice === size}
                onClick={() => choose(choice)}
                className={cn(
                  'min-h-11 rounded-lg border border-primary-700 px-3 font-semibold text-primary-800 hover:bg-primary-50 aria-pressed:bg-primary-700 aria-pressed:text-white',
                  sizeClasses[choice],
                )}
              >
                {i18n._(sizeNames[choice])}
              </button>
            ))}
          </div>
        </div>
        <div className="sm:hidden">
          <p className="font-semibold text-ink">{t`Language`}</p>
          <LanguageChoices className="mt-2" />
        </div>
      </div>
    </div>
  );
}
