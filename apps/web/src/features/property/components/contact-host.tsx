// 'Contact the host' on the detail page (docs/decisions/0028-conversations.md): a question before booking, for a
// signed-in visitor who is not this property's host (signed out: sign in first, then back here). The form is the
// messages feature's, loaded with its catalog only when the dialog opens: the page's first load does not grow.
import type { User } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/dialog';
import { Loading } from '@/components/ui/status';
import { loadFeatureMessages } from '@/lib/i18n';
import { paths } from '@/lib/paths';

const ContactHostForm = lazy(() =>
  Promise.all([
    import('@/features/messages/components/contact-host-form'),
    loadFeatureMessages('messages'),
  ]).then(([module]) => module),
);

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
  const { t } = useLingui();
  const location = useLocation();
  const [open, setOpen] = useState(false);
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
      <button type="button" className={classes} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Trans>Contact the host</Trans>
      </button>
      <Modal open={open} onOpenChange={setOpen} title={t`Ask ${hostName} a question`}>
        {open ? (
          <Suspense fallback={<Loading />}>
            <ContactHostForm propertyId={propertyId} hostName={hostName} role={user.Role} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
