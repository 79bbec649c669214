import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconKey, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorCode, errorStatus, loginPathFor, sectionHref, useAuth, useLaterKit } from '@festival/ui';
import { formatDateTime } from '@festival/i18n';
import { useClaimStatus, useRequestClaim, useVerifyClaim } from '../editionApi';
import { CLAIM_CODE_LENGTH, claimErrorKind, isClaimCode } from '../editionRules';

function useClaimError() {
  const { t } = useTranslation('public');
  return (error: unknown) => t(`claim.errors.${claimErrorKind(errorStatus(error), errorCode(error))}`);
}

/** The two steps: ask for a code mailed to the convention's address, then type it. */
function ClaimModal({ conventionId, conventionName, opened, onClose }: { conventionId: number; conventionName: string; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('public');
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const request = useRequestClaim(conventionId);
  const verify = useVerifyClaim(conventionId);
  const messageOf = useClaimError();
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pinBox = useRef<HTMLDivElement>(null);
  // Mantine's Modal comes with `@festival/ui/later`, loaded when the dialog is first opened.
  const later = useLaterKit(opened);

  const close = () => {
    setExpiresAt(null);
    setCode('');
    setError(null);
    request.reset();
    verify.reset();
    onClose();
  };

  const sendCode = () => {
    setError(null);
    setCode('');
    request.mutate(undefined, {
      onSuccess: (data) => setExpiresAt(data.expiresAt),
      onError: (err) => setError(messageOf(err)),
    });
  };

  const submit = (value: string) => {
    if (!isClaimCode(value) || verify.isPending) return;
    setError(null);
    verify.mutate(value, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: t('claim.successTitle'), message: t('claim.successText', { name: conventionName }) });
        close();
        void navigate(sectionHref('gestion/my-conventions') ?? '/');
      },
      onError: (err) => {
        setError(messageOf(err));
        setCode('');
        // Ready to type the code again from its first digit.
        requestAnimationFrame(() => pinBox.current?.querySelector('input')?.focus());
      },
    });
  };

  if (!later) return null;
  const { Modal, PinInput } = later;
  return (
    <Modal opened={opened} onClose={close} title={t('claim.title', { name: conventionName })} centered size="md">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        {!expiresAt ? (
          <>
            <Text size="sm">{t('claim.intro')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('claim.steps.mail')}</List.Item>
              <List.Item>{t('claim.steps.code')}</List.Item>
              <List.Item>{t('claim.steps.rights')}</List.Item>
            </List>
            {user ? (
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  {t('claim.cancel')}
                </Button>
                <Button leftSection={<IconMailForward size={16} />} loading={request.isPending} onClick={sendCode}>
                  {t('claim.send')}
                </Button>
              </Group>
            ) : (
              <Group justify="flex-end" gap="sm">
                <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                  {t('claim.signInFirst')}
                </Text>
                <Button component={Link} to={loginPathFor(`${location.pathname}${location.search}`)}>
                  {t('claim.signIn')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit(code);
            }}
          >
            <Stack gap="md">
              <Text size="sm" role="status">
                {t('claim.sent', { time: formatDateTime(expiresAt, i18n.language) })}
              </Text>
              <Stack gap={4} align="center">
                <Text component="label" htmlFor="claim-code" size="sm" fw={500}>
                  {t('claim.codeLabel')}
                </Text>
                <Center ref={pinBox}>
                  <PinInput
                    id="claim-code"
                    length={CLAIM_CODE_LENGTH}
                    type="number"
                    oneTimeCode
                    value={code}
                    onChange={setCode}
                    onComplete={(value) => {
                      setCode(value);
                      submit(value);
                    }}
                    aria-label={t('claim.codeLabel')}
                    error={Boolean(error)}
                    autoFocus
                  />
                </Center>
              </Stack>
              <Group justify="space-between" gap="sm">
                <Button variant="subtle" size="sm" onClick={sendCode} loading={request.isPending}>
                  {t('claim.resend')}
                </Button>
                <Button type="submit" loading={verify.isPending} disabled={!isClaimCode(code)}>
                  {t('claim.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}

/** A discreet "Is this your convention?" entry, shown only when the convention can be taken over. */
export function ClaimConventionEntry({ conventionId, conventionName }: { conventionId: number; conventionName: string }) {
  const { t } = useTranslation('public');
  const status = useClaimStatus(conventionId);
  const [opened, setOpened] = useState(false);
  if (!status.data?.claimable) return null;
  return (
    <>
      <Group gap={6} wrap="wrap" justify="center">
        <IconKey size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed">
          {t('claim.question')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
          {t('claim.open')}
        </Anchor>
      </Group>
      <ClaimModal conventionId={conventionId} conventionName={conventionName} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
