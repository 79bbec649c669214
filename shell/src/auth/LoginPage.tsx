import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '@festival/api-client';
import { applyApiErrors, authStore, errorCode, errorMessageOf, safeReturnTo } from '@festival/ui';
import { AuthCard } from './AuthCard';

interface Values {
  identifier: string;
  password: string;
  rememberMe: boolean;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { identifier: '', password: '', rememberMe: false } });
  const login = useMutation({
    mutationFn: async (values: Values) => {
      const { data } = await api.POST('/api/auth/login', { body: { ...values, identifier: values.identifier.trim() } });
      return data!.user;
    },
    onSuccess: (user, values) => {
      authStore.login(user, values.rememberMe);
      navigate(safeReturnTo(location.search, '/'), { replace: true });
    },
    onError: (err, values) => {
      if (errorCode(err) === 'EMAIL_NOT_VERIFIED') {
        const email = values.identifier.includes('@') ? values.identifier.trim() : '';
        navigate(email ? `/verify-email?email=${encodeURIComponent(email)}` : '/verify-email', { replace: false });
        return;
      }
      applyApiErrors(form, err);
      setError(errorMessageOf(err, t('login.failed')));
    },
  });
  const registerLink = `/register${location.search.includes('returnTo') ? location.search : ''}`;
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
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
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
