// /unsubscribe?token= (docs/decisions/0027-notifications-in-the-app.md, 0051-emails-to-act-on.md): an email's
// unsubscribe link lands here. Link scanners and mail previews open links, so the page only asks: it names the
// emails that would stop (the token names their kind) and sends the signed token to POST
// /api/notifications/unsubscribe when the reader presses 'Unsubscribe'. It then says which emails stop and links to
// where every choice can be changed back. It works signed out: the token names the account.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_KINDS, type NotificationKind } from '@ikaze/domain';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, Page, PageHeading } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import { useUnsubscribe } from '../api/notifications';
import { kindLabel } from '../kind-labels';

const isKind = (kind: string | undefined): kind is NotificationKind =>
  kind !== undefined && (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The kind of email a token names ('<user>.<kind>.<signature>', decision 0026); the server checks the rest. */
const kindOfToken = (token: string): string | undefined => token.split('.')[1];

export default function UnsubscribeRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useCurrentUser();
  const unsubscribe = useUnsubscribe();
  const asked = kindOfToken(token);
  const preferencesPath = user
    ? user.Role === 'host'
      ? paths.host.profile()
      : user.Role === 'user'
        ? paths.user.profile()
        : paths.dashboard(user.Role)
    : paths.login();
  const kind = unsubscribe.data?.kind;

  return (
    <Page title={t`Unsubscribe`} width="narrow">
      <Card className="space-y-4">
        <PageHeading>
          <Trans>Unsubscribe</Trans>
        </PageHeading>
        {!token ? (
          <Alert tone="error">
            <Trans>This link is incomplete. Please open the whole link from the email.</Trans>
          </Alert>
        ) : unsubscribe.isError ? (
          <Alert tone="error">{errorMessage(unsubscribe.error)}</Alert>
        ) : kind !== undefined ? (
          <Alert tone="success">
            {isKind(kind) ? (
              <Trans>We will no longer email you about: {kindLabel(kind)}.</Trans>
            ) : (
              <Trans>We will no longer send you these emails.</Trans>
            )}
          </Alert>
        ) : unsubscribe.isPending ? (
          <Loading />
        ) : (
          <div className="space-y-4">
            <p>
              {isKind(asked) ? (
                <Trans>You are about to stop the emails about: {kindLabel(asked)}.</Trans>
              ) : (
                <Trans>You are about to stop these emails.</Trans>
              )}
            </p>
            <Button onClick={() => unsubscribe.mutate(token)}>
              <Trans>Unsubscribe</Trans>
            </Button>
          </div>
        )}
        <p className="text-sm text-slate-600">
          <Trans>
            You still see every notification under the bell, and you can change your emails at any time.
          </Trans>
        </p>
        <Link to={preferencesPath} className={buttonClasses('secondary', 'md')}>
          {user ? <Trans>Choose your emails</Trans> : <Trans>Sign in to choose your emails</Trans>}
        </Link>
      </Card>
    </Page>
  );
}
