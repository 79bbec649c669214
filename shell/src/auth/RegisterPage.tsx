import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api, type Schemas } from '@festival/api-client';
import { applyApiErrors, errorMessageOf } from '@festival/ui';
import { AuthCard } from './AuthCard';

type Values = Schemas['RegisterDto'];

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: { email: '', password: '', pseudo: '', prenom: '', nom: '' } });
  const register = useMutation({
    mutationFn: async (values: Values) => {
      const body = { ...values, email: values.email.trim(), pseudo: values.pseudo.trim(), prenom: values.prenom.trim(), nom: values.nom.trim() };
      await api.POST('/api/auth/register', { body });
      return body.email;
    },
    // Registration does not sign in: the account is confirmed with the e-mailed code first.
    onSuccess: (email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`),
    onError: (err) => {
      if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('register.failed')));
    },
  });
  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('register.loginLink')}
          </Anchor>
        </>
      }
    >
      <form
        onSubmit={form.onSubmit((values) => {
          setError(null);
          register.mutate(values);
        })}
      >
        <Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required data-autofocus {...form.getInputProps('email')} />
          <TextInput label={t('fields.pseudo')} description={t('fields.pseudoHelp')} autoComplete="nickname" required {...form.getInputProps('pseudo')} />
          <Group grow align="flex-start">
            <TextInput label={t('fields.prenom')} autoComplete="given-name" required {...form.getInputProps('prenom')} />
            <TextInput label={t('fields.nom')} autoComplete="family-name" required {...form.getInputProps('nom')} />
          </Group>
          <PasswordInput label={t('fields.password')} description={t('fields.passwordHelp')} autoComplete="new-password" required {...form.getInputProps('password')} />
          <Button type="submit" fullWidth loading={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
