import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, homeAfterLogin, loginSchema } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { PasswordField } from '@/components/ui/password-field';
import { errorMessage } from '@/lib/api';
import { flash, flashAfterReload } from '@/lib/flash';
import { activeLocale, cookieLocale, domainText, fieldError } from '@/lib/i18n';
import { safeNextPath } from '@/lib/paths';
import { setCurrentUser } from '@/lib/session';
import { useLoginMutation } from '../api/login';

/** What sign-up hands to the sign-in screen. */
export interface LoginLocationState {
  username?: string;
  notice?: string;
}

function readState(state: unknown): LoginLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { username, notice } = state as Record<string, unknown>;
  return {
    username: typeof username === 'string' ? username : undefined,
    notice: typeof notice === 'string' ? notice : undefined,
  };
}

/**
 * Sign in (docs/product.md#screen-login): 'Successfully logged in.' then the role's landing page
 * (homeAfterLogin), or the page the guard sent the visitor from; on failure the server's message, else the
 * generic one.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = safeNextPath(params.get('next'));
  const { username: prefilled, notice } = readState(location.state);
  const [failure, setFailure] = useState<string | null>(null);
  const login = useLoginMutation();
  const { t } = useLingui();

  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: prefilled ?? '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await login.mutateAsync(values);
      setCurrentUser(queryClient, user);
      const target = next ?? homeAfterLogin(user.Role);
      // The account speaks another language (saved on another device): load the next page in it, as the
      // language switch does (docs/decisions/0020-languages.md).
      const accountLocale = cookieLocale();
      if (accountLocale && accountLocale !== activeLocale()) {
        flashAfterReload(AUTH_MESSAGES.loginSuccess);
        window.location.replace(target);
        return;
      }
      flash(domainText(AUTH_MESSAGES.loginSuccess));
      await navigate(target, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {next && !notice ? <Alert tone="info">{domainText(AUTH_MESSAGES.notSignedIn)}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={!prefilled}
        error={fieldError(errors.username?.message)}
        {...form.register('username')}
      />
      <PasswordField
        label={t`Password`}
        autoComplete="current-password"
        autoFocus={Boolean(prefilled)}
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </form>
  );
}
