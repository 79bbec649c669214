import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Schemas } from '@festival/api-client';
import { applyApiErrors, errorMessageOf, hrefOf } from '@festival/ui';
import { useRegister } from './authApi';
import { AuthCard } from './AuthCard';
import { loginEntry, verifyEmailEntry } from './entry';

type Values = Schemas['RegisterDto'];

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // An invitation (an artist invited by e-mail) links here with the address it was sent to.
  const [search] = useSearchParams();
  const invited = search.get('email')?.trim().slice(0, 254) ?? '';
  const form = useForm<Values>({ initialValues: { email: invited, password: '', pseudo: '', prenom: '', nom: '' } });
  const register = useRegister({
    // Registration does not sign in: the account is confirmed with the e-mailed code first.
    onSuccess: (email) => navigate(`${hrefOf(verifyEmailEntry)}?email=${encodeURIComponent(email)}`),
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
          <Anchor component={Link} to={hrefOf(loginEntry)}>
            {t('register.loginLink')}
          </Anchor>
        </>
      }
    >
      <form
        // No checks of the browser's own (spec: no client-side validation): the server's field messages come in the user's language.
        noValidate
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
