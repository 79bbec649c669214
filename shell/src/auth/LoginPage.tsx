import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Checkbox, PasswordInput } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { applyApiErrors, authStore, errorCode, errorMessageOf, hrefOf, safeReturnTo } from '@festival/ui';
import { sectionOf } from '../sections';
import { useLogin, type LoginValues as Values } from './authApi';
import { AuthCard } from './AuthCard';
import { forgotPasswordEntry, registerEntry, verifyEmailEntry } from './entry';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { identifier: '', password: '', rememberMe: false } });
  const login = useLogin({
    onSuccess: (user, values) => {
      authStore.login(user, values.rememberMe);
      navigate(safeReturnTo(location.search, hrefOf(sectionOf('public/home'))), { replace: true });
    },
    onError: (err, values) => {
      if (errorCode(err) === 'EMAIL_NOT_VERIFIED') {
        const email = values.identifier.includes('@') ? values.identifier.trim() : '';
        navigate(email ? `${hrefOf(verifyEmailEntry)}?email=${encodeURIComponent(email)}` : hrefOf(verifyEmailEntry), { replace: false });
        return;
      }
      applyApiErrors(form, err);
      setError(errorMessageOf(err, t('login.failed')));
    },
  });
  const registerLink = `${hrefOf(registerEntry)}${location.search.includes('returnTo') ? location.search : ''}`;
  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={registerLink}>
            {t('login.registerLink')}
          </Anchor>
        </>
      }
    >
      <form
        // No checks of the browser's own (spec: no client-side validation): the server's field messages come in the user's language.
        noValidate
        onSubmit={form.onSubmit((values) => {
          setError(null);
          login.mutate(values);
        })}
      >
        <Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('fields.identifier')} autoComplete="username" required data-autofocus {...form.getInputProps('identifier')} />
          <PasswordInput label={t('fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="space-between">
            <Checkbox label={t('fields.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to={hrefOf(forgotPasswordEntry)} size="sm">
              {t('login.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
