// The profile's 'Your data' section (docs/decisions/0031-your-data.md): download everything held about the
// account, the bookings as CSV, or delete the account. Rwanda's Law No. 058/2021 gives each person these rights.
import type { Role } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { apiUrl } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { DeleteAccountDialog } from './delete-account-dialog';

export function YourData({ role }: { role: Role }) {
  const { t } = useLingui();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <section aria-labelledby="your-data-heading" className="space-y-4">
        <div>
          <h2 id="your-data-heading" className="text-base font-semibold text-slate-900">
            <Trans>Your data</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Download a copy of everything Ikaze holds about your account, or delete your account. The{' '}
              <Link to={paths.help('privacy')} className="font-medium text-brand-700 underline">
                privacy page
              </Link>{' '}
              says what we keep, why and for how long.
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Plain links: the browser downloads the file the API names (Content-Disposition), with the cookie. */}
          <a href={apiUrl('/api/me/export')} download className={buttonClasses('secondary')}>
            {t`Download my data`}
          </a>
          <a href={apiUrl('/api/me/export/bookings.csv')} download className={buttonClasses('secondary')}>
            {t`Download my bookings (CSV)`}
          </a>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trans>Delete my account</Trans>
          </Button>
        </div>
      </section>
      <DeleteAccountDialog role={role} open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
