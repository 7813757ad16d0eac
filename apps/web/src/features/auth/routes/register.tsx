import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { RegisterWizard } from '../components/register-wizard';

export default function RegisterRoute() {
  return (
    <AuthCard
      title="Create your account"
      pageTitle="Sign up"
      subtitle="Three short steps and you are in."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={paths.login()}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <RegisterWizard />
    </AuthCard>
  );
}
