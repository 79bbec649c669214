import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyApiErrors, errorMessageOf, hrefOf } from '@festival/ui';
import { useForgotPassword } from './authApi';
import { AuthCard } from './AuthCard';
import { loginEntry } from './entry';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' } });
  const send = useForgotPassword({
    onSuccess: () => setSent(true),
    onError: (err) => {
      if (!applyApiErrors(form, err)) setError(errorMessageOf(err, t('forgot.failed')));
    },
  });
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Anchor component={Link} to={hrefOf(loginEntry)}>
          {t('forgot.backToLogin')}
        </Anchor>
      }
    >
      {sent ? (
        <Alert color="green" icon={<IconMailCheck size={18} />} role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <form
          onSubmit={form.onSubmit(({ email }) => {
            setError(null);
            send.mutate(email.trim());
          })}
        >
          <Stack>
            {error && <Alert color="red">{error}</Alert>}
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required data-autofocus {...form.getInputProps('email')} />
            <Button type="submit" fullWidth loading={send.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
