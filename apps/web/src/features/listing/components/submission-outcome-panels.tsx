// What replaces the wizard once a listing has left it: waiting on this device for the connection
// (docs/decisions/0030-offline-app.md), or received and waiting for an admin's review. Each panel's heading
// takes the focus, so a screen reader reads the outcome first.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { paths } from '@/lib/paths';

function useFocusedHeading() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return headingRef;
}

/** Sent with no answer: the listing waits on this device. */
export function KeptPanel({ name }: { name: string }) {
  const headingRef = useFocusedHeading();
  return (
    <Card className="space-y-4 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {name}
      </h2>
      <Alert tone="info">
        <Trans>Saved on this device: we will send your listing when the connection returns.</Trans>
      </Alert>
      <p className="text-slate-600">
        <Trans>You can leave this page: we will tell you when it has been sent.</Trans>
      </p>
    </Card>
  );
}

export function SubmittedPanel({ name, onListAnother }: { name: string; onListAnother: () => void }) {
  const headingRef = useFocusedHeading();
  return (
    <Card className="space-y-4 text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-green-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-7 w-7 text-green-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        <Trans>{name} is waiting for review</Trans>
      </h2>
      <p className="text-slate-600">
        <Trans>
          We received your property and its listing application. Guests will find it once an admin approves
          it.
        </Trans>
      </p>
      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to={paths.host.properties()} className={buttonClasses('primary', 'md')}>
          <Trans>Go to my properties</Trans>
        </Link>
        <Button variant="secondary" onClick={onListAnother}>
          <Trans>List another property</Trans>
        </Button>
      </div>
    </Card>
  );
}
