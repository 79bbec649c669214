import { Button, Stack, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paymentMethodValues } from '@festival/api-client';
import { formatDay, formatInZone } from '@festival/i18n/zoned';
import { PreviousEntry, ResultFrame } from '../../shared/scanner/ResultFrame';
import type { GateScreen } from '../useGate';
import { letsIn, money, outcomeColor, type PaymentMethod } from '../gateRules';

/**
 * The answer, filling the screen in its outcome's colour (readable in sunlight: big text, the
 * theme's filled colour and its readable label colour): who, what to hand over, what happened
 * before; then letting in (paying first when the order is unpaid), or the next person.
 */
export function GateResult({
  screen,
  timeZone,
  busy,
  onLetIn,
  onUndo,
  onHistory,
  onNext,
}: {
  screen: GateScreen;
  timeZone: string;
  busy: boolean;
  onLetIn: (paymentMethod?: PaymentMethod) => void;
  onUndo: () => void;
  onHistory: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation('gestion');
  const { answer, entered } = screen;
  const { outcome, person } = answer;
  const color = outcomeColor(outcome);
  const at = (moment: string) => formatInZone(moment, i18n.language, timeZone, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  const list = (items: string[]) => items.join(', ');
  const previous = answer.previous ?? (outcome === 'ALREADY_IN' ? person?.entry : null);
  const tier = person?.tier;
  const mayLetIn = letsIn(outcome) && !entered;
  const inForce = entered ?? (previous && previous.entryId > 0 ? { entryId: previous.entryId } : null);
  return (
    <ResultFrame
      ns="gate"
      outcome={outcome}
      color={color}
      title={entered ? t('gate.entered') : t(`gate.outcome.${outcome}`)}
      person={person ? { name: person.name, line: [t(`gate.kind.${person.kind}`), tier?.name, person.orderNumber].filter(Boolean).join(' · ') } : null}
      canUndo={!!inForce}
      onNext={onNext}
      onHistory={onHistory}
      onUndo={onUndo}
      action={
        mayLetIn && answer.toPay ? (
          <Stack gap="xs">
            <Text fz={28} fw={700}>
              {t('gate.toPay', { amount: money(answer.toPay, answer.currency, i18n.language) })}
            </Text>
            {paymentMethodValues.map((method) => (
              <Button key={method} size="xl" h={56} variant="white" color="dark" loading={busy} onClick={() => onLetIn(method)}>
                {t(`gate.payWith.${method}`)}
              </Button>
            ))}
          </Stack>
        ) : mayLetIn ? (
          <Button size="xl" h={64} variant="white" color="dark" leftSection={<IconLogin size={28} />} loading={busy} onClick={() => onLetIn()}>
            {t('gate.letIn')}
          </Button>
        ) : null
      }
    >
      {person && (
        <>
          {person.options.length > 0 && <Text fz="lg">{t('gate.options', { items: list(person.options) })}</Text>}
          {person.teams.length > 0 && <Text fz="lg">{t('gate.teams', { items: list(person.teams) })}</Text>}
          {person.shows.length > 0 && <Text fz="lg">{t('gate.shows', { items: list(person.shows) })}</Text>}
          {person.returnables.length > 0 && (
            <Text fz={24} fw={700} data-testid="gate-hand-over">
              {t('gate.handOver', { items: list(person.returnables) })}
            </Text>
          )}
          {person.meals.length > 0 && (
            <Text fz="lg" data-testid="gate-meals">
              {t('gate.meals', { items: person.meals.map((m) => `${formatDay(m.date, i18n.language)} ${t(`meals.types.${m.mealType}`)}`).join(' · ') })}
            </Text>
          )}
          {person.answers.map((a) => (
            <Text key={a.label} fz="lg">
              <strong>{a.label}</strong> {a.answer}
            </Text>
          ))}
        </>
      )}
      {outcome === 'ALREADY_IN' && previous && <PreviousEntry testId="gate-previous" since={t('gate.since', { time: at(previous.at) })} entry={previous} />}
      {outcome === 'WRONG_EDITION' && answer.otherEdition && <Text fz="xl">{t('gate.otherEdition', { edition: answer.otherEdition })}</Text>}
      {(outcome === 'NOT_YET_VALID' || outcome === 'EXPIRED') && tier && (
        <Text fz="xl" data-testid="gate-window">
          {[tier.validFrom && t('gate.validFrom', { time: at(tier.validFrom) }), tier.validUntil && t('gate.validUntil', { time: at(tier.validUntil) })].filter(Boolean).join(' · ')}
        </Text>
      )}
      {screen.fromCopy && <Text fz="md">{t('gate.fromCopy')}</Text>}
    </ResultFrame>
  );
}
