import { greeting, USER_MESSAGES, type User } from '@ikaze/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { roleLabel } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { userQueryOptions } from '../api/user';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { ProfileDetails } from '../components/profile-details';

/**
 * The host's and the client's Profile screen (docs/product.md#screen-client): greeting, details and the Edit
 * Profile modal.
 */
export default function ProfileRoute() {
  usePageTitle('Profile');
  const { user: me } = useCurrentUser();
  if (!me) return <Loading />;
  return <OwnProfile me={me} />;
}

function OwnProfile({ me }: { me: User }) {
  const [editing, setEditing] = useState(false);
  // The signed-in copy paints at once; the profile endpoint then brings the saved version.
  const query = useQuery({ ...userQueryOptions(me.UserID), placeholderData: me });
  const user = query.data ?? me;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-brand-700">{roleLabel(user.Role)} profile</p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {greeting(new Date().getHours())}, {user.FirstName}
          </h1>
        </div>
        <Button onClick={() => setEditing(true)}>Edit Profile</Button>
      </div>
      {query.isError ? <Alert tone="error">{USER_MESSAGES.fetchError}</Alert> : null}
      <Card>
        <h2 className="text-base font-semibold text-slate-900">Profile details</h2>
        <ProfileDetails user={user} withAccount />
      </Card>
      <EditProfileDialog user={user} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
