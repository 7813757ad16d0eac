import { USER_MESSAGES } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, Page, PageHeading } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { ApiError } from '@/lib/api';
import { domainText } from '@/lib/i18n';
import { userQueryOptions } from '../api/user';
import { ProfileDetails } from '../components/profile-details';
import { personName } from '@/lib/person-name';

/** /profile/{UserID} (docs/product.md#screen-profile) with its three states and the missing-id message. */
export default function PublicProfileRoute() {
  const { UserID } = useParams();
  const { t } = useLingui();
  if (!UserID) {
    return (
      <Page title={t`Profile`} width="medium">
        <Alert tone="error">{domainText(USER_MESSAGES.idMissing)}</Alert>
      </Page>
    );
  }
  return <PublicProfile userId={UserID} />;
}

/** Someone outside a booking with this person is told why (docs/decisions/0013-who-sees-whom.md). */
function failureMessage(error: Error): string {
  return domainText(
    error instanceof ApiError && error.detail.code === 'PROFILE_NOT_SHARED'
      ? USER_MESSAGES.notShared
      : USER_MESSAGES.fetchError,
  );
}

function PublicProfile({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(userQueryOptions(userId));
  const user = query.data;
  return (
    <Page title={user ? personName(`${user.FirstName} ${user.LastName}`) : t`Profile`} width="medium">
      <PageHeading>
        <Trans>User profile</Trans>
      </PageHeading>
      <div className="mt-6">
        {query.isPending ? (
          <Loading label={t`Loading...`} />
        ) : query.isError ? (
          <Alert tone="error">{failureMessage(query.error)}</Alert>
        ) : !user ? (
          <p>{domainText(USER_MESSAGES.notAvailable)}</p>
        ) : (
          <Card>
            <ProfileDetails user={user} />
          </Card>
        )}
      </div>
    </Page>
  );
}
