import { Page, PageHeading } from '@/components/ui/page';
import { Loading } from '@/components/ui/status';
import { useCurrentUser } from '@/lib/session';
import { ListingWizard } from '../components/listing-wizard';

/** Create Listings (docs/product.md#screen-listing), behind the login guard: the nine-step listing form. */
export default function ListYourPropertyRoute() {
  const { user } = useCurrentUser();
  return (
    <Page title="Create Listings" width="medium">
      <PageHeading>Create Listings</PageHeading>
      <p className="mt-2 mb-6 text-slate-600">List your hotel, apartment or guest house on Ikaze.</p>
      {/* One form per account: a draft is never shown to someone else signing in on this browser. */}
      {user ? <ListingWizard key={user.UserID} user={user} /> : <Loading />}
    </Page>
  );
}
