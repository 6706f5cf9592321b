import { Avatar } from '../../components/ui/avatar.tsx';
import { useSession } from '../../lib/session/auth-store.ts';
import { cn } from '../../lib/cn.ts';
import { firstName } from '../../lib/names.ts';

/**
 * The signed-in person's picture in the top bar, or their initial when there is none or it will not
 * load. It sits inside a control that names itself ("Profile menu for Asha Verma", "Profile of Ravi
 * Kumar"), so it is decorative; where that name is the person's, the initial shown is its first letter.
 */
export function HeaderAvatar({ className }: { className?: string }) {
  const session = useSession();
  const name = session?.name ?? '';
  const initial = firstName(name).charAt(0).toUpperCase();
  return (
    <Avatar
      src={session?.profilePicture}
      name={name}
      fallback={initial || undefined}
      decorative
      className={cn('bg-primary-700 font-bold text-white', className)}
    />
  );
}
