import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { shownPhone, telHref } from '@sahaya/contract/format';
import { cn } from '../../../lib/cn.ts';
import { configQueryOptions } from '../../../lib/queries/public-config.ts';

/** Said when the settings cannot be read: India's single emergency number. */
const FALLBACK_NUMBER = '112';

/** The number to call in an emergency, from the runtime settings (GET /api/config, EMERGENCY_NUMBER), read once. */
export function useEmergencyNumber(): string {
  const config = useQuery({ ...configQueryOptions, select: (settings) => settings.emergencyNumber });
  return config.data ?? FALLBACK_NUMBER;
}

/** A tap-to-call link to the emergency number: large and red where it must be found at once, inline in text. */
export function EmergencyCallLink({ size = 'large', className }: { size?: 'large' | 'inline'; className?: string }) {
  const stored = useEmergencyNumber();
  const href = telHref(stored);
  // A short number (112) reads as it is; a full one as people read an Indian number.
  const number = shownPhone(stored);
  if (size === 'inline') {
    return (
      <a href={href} className={cn('font-extrabold text-red-800 underline underline-offset-4 hover:text-red-900', className)}>
        {number}
      </a>
    );
  }
  return (
    <a
      href={href}
      className={cn(
        'flex min-h-16 items-center justify-center gap-3 rounded-xl bg-red-700 px-4 text-2xl font-extrabold text-white hover:bg-red-800',
        className,
      )}
    >
      <Phone className="size-7" aria-hidden />
      <Trans>Call {number}</Trans>
    </a>
  );
}
