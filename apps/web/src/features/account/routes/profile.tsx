import { greeting, USER_MESSAGES, type Role, type User } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { domainText } from '@/lib/i18n';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { userQueryOptions } from '../api/user';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { ProfileDetails } from '../components/profile-details';
import { YourData } from '../components/your-data';

/** The screen's overline, one sentence per role so that each language can word it. */
const ROLE_PROFILE_TITLES: Record<Role, MessageDescriptor> = {
  admin: msg`Admin profile`,
  host: msg`Host profile`,
  user: msg`Guest profile`,
};

/**
 * The host's and the client's Profile screen (docs/product.md#screen-client): greeting, details and the Edit
 * Profile modal.
 */
export default function ProfileRoute() {
  const { t } = useLingui();
  usePageTitle(t`Profile`);
  const { user: me } = useCurrentUser();
  if (!me) return <Loading />;
  return <OwnProfile me={me} />;
}

/** 'Good Morning, Diane' by the hour (docs/product.md#constants), the whole sentence in each language. */
function Greeting({ firstName }: { firstName: string }) {
  const { t } = useLingui();
  switch (greeting(new Date().getHours())) {
    case 'Good Morning':
      return t`Good Morning, ${firstName}`;
    case 'Good Afternoon':
      return t`Good Afternoon, ${firstName}`;
    case 'Good Evening':
      return t`Good Evening, ${firstName}`;
  }
}

function OwnProfile({ me }: { me: User }) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  // The signed-in copy paints at once; the profile endpoint then brings the saved version.
  const query = useQuery({ ...userQueryOptions(me.UserID), placeholderData: me });
  const user = query.data ?? me;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-700">{i18n._(ROLE_PROFILE_TITLES[user.Role])}</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            <Greeting firstName={user.FirstName} />
          </h1>
        </div>
        <Button onClick={() => setEditing(true)}>
          <Trans>Edit Profile</Trans>
        </Button>
      </div>
      {query.isError ? <Alert tone="error">{domainText(USER_MESSAGES.fetchError)}</Alert> : null}
      <Card>
        <h2 className="text-base font-semibold text-slate-900">
          <Trans>Profile details</Trans>
        </h2>
        <ProfileDetails user={user} withAccount />
      </Card>
      {/* Sections other features add (app/router.tsx): the email choices. */}
      <Outlet />
      <YourData role={user.Role} />
      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
