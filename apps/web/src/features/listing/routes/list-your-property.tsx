import { Trans, useLingui } from '@lingui/react/macro';
import { Page, PageHeading } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { useCurrentUser } from '@/lib/session';
import { ListingWizard } from '../components/listing-wizard';

/** Create Listings (docs/product.md#screen-listing), behind the login guard: the nine-step listing form. */
export default function ListYourPropertyRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  return (
    <Page title={t`Create Listings`} width="medium">
      <PageHeading>
        <Trans>Create Listings</Trans>
      </PageHeading>
      <p className="mt-2 mb-6 text-slate-600">
        <Trans>List your hotel, apartment or guest house on Ikaze.</Trans>
      </p>
      {/* One form per account: a draft is never shown to someone else signing in on this browser. */}
      {user ? <ListingWizard key={user.UserID} user={user} /> : <Loading />}
    </Page>
  );
}
