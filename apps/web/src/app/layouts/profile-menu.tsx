import { Trans } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { focusPageHeading } from '../../lib/focus/focus-page-heading.ts';
import { ProfileMenuButton } from './profile-menu-button.tsx';

/**
 * After a profile menu item is followed, focus goes to the page it leads to, as after any other
 * link, instead of back to the menu's button in the header: the person carries on in the new page.
 * The tabs of the profile are one page, so this does not wait for the address to change: it runs
 * two frames later, once the menu has closed.
 */
const focusNewPage = () => requestAnimationFrame(() => requestAnimationFrame(focusPageHeading));

interface ProfileMenuProps {
  name: string;
  items: { to: string; label: string }[];
  onLogout: () => void;
  /** Open at once: the button was pressed before this code had arrived. */
  defaultOpen?: boolean;
}

/** The user's profile menu: their pages and Logout. */
export function ProfileMenu({ name, items, onLogout, defaultOpen }: ProfileMenuProps) {
  /** Set when a profile menu item is followed, so the menu does not hand focus back to its button. */
  const followedLink = useRef(false);
  return (
    // Not modal: a modal menu hides the rest of the page from assistive technology while it is
    // open, yet the skip link and the header stay focusable, which leaves them unnamed.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ProfileMenuButton name={name} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-40 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
          onCloseAutoFocus={(event) => {
            if (!followedLink.current) return;
            followedLink.current = false;
            event.preventDefault();
            focusNewPage();
          }}
        >
          {name ? (
            <DropdownMenu.Label className="px-3 py-2 text-sm text-muted">
              <Trans>Signed in as {name}</Trans>
            </DropdownMenu.Label>
          ) : null}
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild onSelect={() => (followedLink.current = true)}>
              <Link
                to={item.to}
                className="flex min-h-11 items-center rounded-lg px-3 font-medium outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:ring-2 data-[highlighted]:ring-primary-600"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            onSelect={onLogout}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 font-medium text-danger outline-none data-[highlighted]:bg-red-50 data-[highlighted]:ring-2 data-[highlighted]:ring-danger"
          >
            <LogOut className="size-4" aria-hidden />
            <Trans>Logout</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
