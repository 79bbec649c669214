import { useEffect, useState } from 'react';
import { Alert, Button, Center, Stack, Text, TextInput } from '@mantine/core';
import { PinInput } from '@festival/ui/later';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { authStore, errorMessageOf, errorStatus, hrefOf, useAuth } from '@festival/ui';
import { sectionOf } from '../sections';
import { useResendVerification, useVerifyEmail } from './authApi';
import { AuthCard } from './AuthCard';

export const RESEND_COOLDOWN_S = 60;

export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useAuth();
  const [email, setEmail] = useState(params.get('email') ?? user?.email ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  useEffect(() => {
    if (cooldown <= 0) return;
    const id = setTimeout(() => setCooldown((c) => c - 1), 1000);
    return () => clearTimeout(id);
  }, [cooldown]);

  const verify = useVerifyEmail(email, {
    onSuccess: (verified) => {
      authStore.login(verified, false);
      notifications.show({ color: 'green', title: t('verify.successTitle'), message: t('verify.successText') });
      navigate(hrefOf(sectionOf('public/home')), { replace: true });
    },
    onError: (err) => setError(errorMessageOf(err, t('verify.failed'))),
  });
  const resend = useResendVerification(email, {
    onSuccess: () => {
      setCooldown(RESEND_COOLDOWN_S);
      notifications.show({ color: 'blue', title: t('verify.resentTitle'), message: t('verify.resentText', { email }) });
    },
    onError: (err) => {
      if (errorStatus(err) === 429) setCooldown(RESEND_COOLDOWN_S);
      setError(errorMessageOf(err, t('verify.resendFailed')));
    },
  });
  const submit = () => {
    setError(null);
    if (code.length === 6 && email.trim()) verify.mutate(code);
  };
  return (
    <AuthCard title={t('verify.title')} subtitle={email ? t('verify.subtitle', { email }) : t('verify.subtitleNoEmail')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          {error && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          {!params.get('email') && !user?.email && (
            <TextInput label={t('fields.email')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
          )}
          <Stack gap={4} align="center">
            <Text component="label" htmlFor="verification-code" size="sm" fw={500}>
              {t('verify.codeLabel')}
            </Text>
            <Center>
              <PinInput
                id="verification-code"
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                onComplete={(value) => {
                  // The sixth digit submits: no extra tap on a phone.
                  setCode(value);
                  setError(null);
                  if (email.trim() && !verify.isPending) verify.mutate(value);
                }}
                aria-label={t('verify.codeLabel')}
                autoFocus
              />
            </Center>
          </Stack>
          <Button type="submit" fullWidth loading={verify.isPending} disabled={code.length !== 6 || !email.trim()}>
            {t('verify.submit')}
          </Button>
          <Button variant="subtle" onClick={() => resend.mutate()} loading={resend.isPending} disabled={cooldown > 0 || !email.trim()}>
            {cooldown > 0 ? t('verify.resendIn', { seconds: cooldown }) : t('verify.resend')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
