import { useState } from 'react';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { PasswordInput } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorCode, errorMessageOf, fieldErrorsOf, hrefOf } from '@festival/ui';
import { useResetPassword } from './authApi';
import { AuthCard } from './AuthCard';
import { forgotPasswordEntry, loginEntry } from './entry';

export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : t('reset.missingToken'));
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: { confirm: (value, values) => (value === values.password ? null : t('reset.mismatch')) },
  });
  const reset = useResetPassword(token, {
    onSuccess: () => {
      notifications.show({ color: 'green', title: t('reset.successTitle'), message: t('reset.successText') });
      navigate(hrefOf(loginEntry), { replace: true });
    },
    onError: (err) => {
      const fields = fieldErrorsOf(err);
      if (fields.password) form.setFieldError('password', fields.password);
      else setError(errorCode(err) === 'INVALID_TOKEN' ? errorMessageOf(err, t('reset.invalidToken')) : errorMessageOf(err, t('reset.failed')));
    },
  });
  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      footer={
        <Anchor component={Link} to={hrefOf(forgotPasswordEntry)}>
          {t('reset.requestNew')}
        </Anchor>
      }
    >
      <form
        onSubmit={form.onSubmit(({ password }) => {
          setError(null);
          reset.mutate(password);
        })}
      >
        <Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput label={t('fields.newPassword')} autoComplete="new-password" required data-autofocus {...form.getInputProps('password')} />
          <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" required {...form.getInputProps('confirm')} />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
