// 'Contact the host' on the detail page (docs/decisions/0028-conversations.md): a question before booking, for a
// signed-in visitor who is not this property's host (signed out: sign in first, then back here). The dialog and the
// messages feature's form (handed in by the router, lib/screen-parts.ts) load with that feature's catalog when the
// visitor points at the button or opens it: the page's first load does not grow (docs/decisions/0010-first-load-javascript.md).
import type { Role, User } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { loadScreenPart } from '@/lib/screen-parts';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: number;
  hostName: string;
  role: Role;
};

/**
 * The dialog's Radix code and the messages feature's form with its catalog, loaded once, when first wanted: a
 * pointer on the button or focus is early enough for a click to find them.
 */
let dialogModule: Promise<{ default: ComponentType<DialogProps> }> | undefined;
const loadDialog = () =>
  (dialogModule ??= Promise.all([import('@/components/ui/dialog'), loadScreenPart('contactHostForm')]).then(
    ([{ Modal }, { default: ContactHostForm }]) => ({
      default: function ContactHostDialog({ open, onOpenChange, propertyId, hostName, role }: DialogProps) {
        const { t } = useLingui();
        return (
          <Modal open={open} onOpenChange={onOpenChange} title={t`Ask ${hostName} a question`}>
            {open ? <ContactHostForm propertyId={propertyId} hostName={hostName} role={role} /> : null}
          </Modal>
        );
      },
    }),
    (error: unknown) => {
      dialogModule = undefined; // a lost connection: the next click tries again
      throw error;
    },
  ));
const ContactHostDialog = lazy(loadDialog);

export function ContactHost({
  propertyId,
  hostId,
  hostName,
  user,
}: {
  propertyId: number;
  hostId: number;
  hostName: string;
  user: User | null | undefined;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it is Radix's (focus back on the button).
  const [opened, setOpened] = useState(false);
  const classes = buttonClasses('secondary', 'md', 'w-full');
  if (user === undefined || user?.UserID === hostId) return null;
  if (user === null)
    return (
      <Link to={paths.login({ next: `${location.pathname}${location.search}` })} className={classes}>
        <Trans>Contact the host</Trans>
      </Link>
    );
  return (
    <>
      <button
        type="button"
        className={classes}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <Trans>Contact the host</Trans>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ContactHostDialog
            open={open}
            onOpenChange={setOpen}
            propertyId={propertyId}
            hostName={hostName}
            role={user.Role}
          />
        </Suspense>
      ) : null}
    </>
  );
}
