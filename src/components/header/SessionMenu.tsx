import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { $session, signOut, type SessionUser } from '../../stores/session';

export interface SessionMenuLabels {
  signIn: string;
  register: string;
  accountMenu: string;
  signedInAs: string;
  account: string;
  myBids: string;
  watchlist: string;
  signOut: string;
  checking: string;
}

export interface SessionMenuLinks {
  signIn: string;
  register: string;
  account: string;
  myBids: string;
  watchlist: string;
}

interface SessionMenuProps {
  /** `bar`: header on wide screens (avatar menu); `drawer`: flat list in the side menu. */
  variant: 'bar' | 'drawer';
  labels: SessionMenuLabels;
  links: SessionMenuLinks;
}

/** The only island on static pages: sign-in links or the signed-in user's account menu. */
export default function SessionMenu({ variant, labels, links }: SessionMenuProps) {
  const { loading, user } = useStore($session);

  if (loading) {
    return (
      <div className={`session session--${variant} session--loading`} aria-busy="true">
        <span className="visually-hidden">{labels.checking}</span>
      </div>
    );
  }
  if (!user) {
    return (
      <div className={`session session--${variant}`}>
        <a className="session__signin" href={links.signIn}>
          {labels.signIn}
        </a>
        <a className="button button--primary session__register" href={links.register}>
          {labels.register}
        </a>
      </div>
    );
  }
  return variant === 'bar' ? (
    <AvatarMenu user={user} labels={labels} links={links} />
  ) : (
    <div className="session session--drawer">
      <p className="session__identity">
        <span className="session__identity-label">{labels.signedInAs}</span> <span className="session__email">{user.email}</span>
      </p>
      <AccountLinks labels={labels} links={links} />
    </div>
  );
}

function AccountLinks({ labels, links }: Omit<SessionMenuProps, 'variant'>) {
  const [isSigningOut, setSigningOut] = useState(false);
  return (
    <ul className="account-links">
      <li>
        <a href={links.account}>{labels.account}</a>
      </li>
      <li>
        <a href={links.myBids}>{labels.myBids}</a>
      </li>
      <li>
        <a href={links.watchlist}>{labels.watchlist}</a>
      </li>
      <li>
        <button
          type="button"
          disabled={isSigningOut}
          onClick={() => {
            setSigningOut(true);
            void signOut();
          }}
        >
          {labels.signOut}
        </button>
      </li>
    </ul>
  );
}

/** Disclosure button with a panel; Escape, a click outside or leaving with Tab closes it. */
function AvatarMenu({ user, labels, links }: Omit<SessionMenuProps, 'variant'> & { user: SessionUser }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="session session--bar avatar-menu"
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="avatar-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={`${labels.accountMenu}: ${user.email}`}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="avatar" aria-hidden="true">
          {user.email.charAt(0).toUpperCase()}
        </span>
        <svg className="avatar-menu__chevron" aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <div id={panelId} className="avatar-menu__panel" hidden={!isOpen}>
        <p className="session__identity">
          <span className="session__identity-label">{labels.signedInAs}</span>
          <span className="session__email">{user.email}</span>
        </p>
        <AccountLinks labels={labels} links={links} />
      </div>
    </div>
  );
}
