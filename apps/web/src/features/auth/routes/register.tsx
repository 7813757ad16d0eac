import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterWizard } from '../components/register-wizard';

export default function RegisterRoute() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Create your account`}
      pageTitle={t`Sign up`}
      subtitle={t`Three short steps and you are in.`}
      footer={
        <Trans>
          Already have an account?{' '}
          <Link
            to={paths.login()}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </Trans>
      }
    >
      <RegisterWizard />
    </AuthCard>
  );
}
