import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '@/lib/paths';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  const [params] = useSearchParams();
  const { t } = useLingui();
  const next = safeNextPath(params.get('next'));
  return (
    <AuthCard
      title={t`Sign in`}
      subtitle={t`Welcome back to Ikaze.`}
      footer={
        <Trans>
          Don&apos;t have an account?{' '}
          <Link
            to={paths.register()}
            state={next ? { next } : undefined}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </Trans>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
