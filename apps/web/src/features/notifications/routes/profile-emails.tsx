// The profile screen's email section, mounted by the router below the profile (app/router.tsx).
import { EmailPreferences } from '../components/email-preferences';

export default function ProfileEmailsRoute() {
  return <EmailPreferences />;
}
