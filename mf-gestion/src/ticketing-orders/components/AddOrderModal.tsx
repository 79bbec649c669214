import { useMemo, useState } from 'react';
import { Alert, Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal, MultiSelect, NumberInput, Radio, Select } from '@festival/ui/later';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '@festival/i18n';
import { paymentMethodValues, type Schemas } from '@festival/api-client';

type PaymentMethod = Schemas['PaymentMethod'];
import { ErrorState, LoadingState, UnsavedChangesGuard } from '@festival/ui';
import { FormError } from '../../shared/FormError';
import { useFormSending } from '../../shared/useFormSending';
import { useAddOnSiteOrder, useSaleCatalogue, type Catalogue } from '../ticketingOrdersApi';
import {
  ANSWER_MAX,
  askedFieldsOf,
  EMAIL_MAX,
  emptyOrder,
  isOnSale,
  isPayWhatYouWant,
  itemTotal,
  NAME_MAX,
  newItem,
  ORDER_ITEMS_MAX,
  orderBody,
  orderErrors,
  orderTotal,
  quotaNeeds,
  tierLabel,
  withTier,
  type OrderValues,
} from '../ticketingOrdersRules';

/** The radio standing for "no payment yet" (sent as null): the holder pays at the gate. */
const AT_GATE = 'AT_GATE';

/** The form once the catalogue is read: payer, payment, tickets, then the total and the quotas it takes. */
function OrderForm({ editionId, catalogue, onClose, onAdded }: { editionId: number; catalogue: Catalogue; onClose: () => void; onAdded: (id: number) => void }) {
  const { t, i18n } = useTranslation('ticketing');
  const money = (cents: number) => formatCurrency(cents, i18n.language);
  const add = useAddOnSiteOrder(editionId);
  // The tiers a desk may sell now (the server checks again when the order is sent).
  const [now] = useState(() => new Date());
  const tiers = useMemo(() => catalogue.tiers.filter((tier) => isOnSale(tier, now)), [catalogue.tiers, now]);
  const options = catalogue.options.filter((o) => o.isActive);
  const form = useForm<OrderValues>({
    initialValues: emptyOrder(),
    validate: (values) => Object.fromEntries(Object.entries(orderErrors(values, catalogue.tiers, catalogue.customFields)).map(([field, key]) => [field, t(`orders.add.errors.${key}`)])),
  });
  const { error, pending, submit } = useFormSending(
    form,
    async (values) => {
      const detail = await add.mutateAsync(orderBody(values, catalogue.tiers));
      form.reset();
      onClose();
      onAdded(detail.id);
    },
    t('orders.add.failed'),
    () => t('orders.add.fixFields'),
  );
  const values = form.values;
  const needs = quotaNeeds(values, catalogue.quotas);
  const short = needs.filter((n) => n.short);
  const tierOptions = tiers.map((tier) => ({ value: String(tier.id), label: `${tierLabel(tier)} · ${isPayWhatYouWant(tier) ? t('orders.add.payWhatYouWant') : money(tier.price)}` }));
  const optionData = options.map((o) => ({ value: String(o.id), label: `${o.name} · ${money(o.price)}` }));

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t('orders.add.title')}>
      <UnsavedChangesGuard when={form.isDirty() && !pending} />
      <Stack gap="md">
        <FormError message={error} />
        {tiers.length === 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle size={16} />}>
            {t('orders.add.noTierOnSale')}
          </Alert>
        )}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('orders.add.payer')}
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput label={t('orders.add.firstName')} required maxLength={NAME_MAX} miw={160} data-autofocus {...form.getInputProps('payerFirstName')} />
            <TextInput label={t('orders.add.lastName')} required maxLength={NAME_MAX} miw={160} {...form.getInputProps('payerLastName')} />
          </Group>
          <TextInput label={t('orders.add.email')} type="email" maxLength={EMAIL_MAX} {...form.getInputProps('payerEmail')} />
          <Radio.Group
            label={t('orders.add.paymentMethod')}
            required
            {...form.getInputProps('paymentMethod')}
            value={values.paymentMethod ?? AT_GATE}
            onChange={(v) => form.setFieldValue('paymentMethod', v === AT_GATE ? null : (v as PaymentMethod))}
          >
            <Group gap="md" mt={4}>
              {paymentMethodValues.map((m) => (
                <Radio key={m} value={m} label={t(`orders.payment.${m}`)} />
              ))}
              <Radio value={AT_GATE} label={t('orders.add.payAtGate')} />
            </Group>
          </Radio.Group>
        </Stack>

        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('orders.add.tickets')}
          </Title>
          {values.items.map((item, k) => {
            const tier = catalogue.tiers.find((x) => String(x.id) === item.tierId);
            const asked = askedFieldsOf(catalogue.customFields, tier?.id ?? null);
            return (
              <Card key={k} withBorder padding="sm" data-testid="order-form-ticket">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{t('orders.add.ticketNumber', { n: k + 1 })}</Text>
                    {values.items.length > 1 && <CloseButton aria-label={t('orders.add.removeTicket', { n: k + 1 })} onClick={() => form.removeListItem('items', k)} />}
                  </Group>
                  <Select
                    label={t('orders.add.tier')}
                    required
                    data={tierOptions}
                    allowDeselect={false}
                    {...form.getInputProps(`items.${k}.tierId`)}
                    onChange={(v) => form.setFieldValue(`items.${k}`, withTier(item, v, catalogue.customFields))}
                  />
                  <Group grow align="flex-start" wrap="wrap">
                    <TextInput label={t('orders.add.attendeeFirstName')} required maxLength={NAME_MAX} miw={140} {...form.getInputProps(`items.${k}.firstName`)} />
                    <TextInput label={t('orders.add.attendeeLastName')} required maxLength={NAME_MAX} miw={140} {...form.getInputProps(`items.${k}.lastName`)} />
                  </Group>
                  <Group gap="xs">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => {
                        form.setFieldValue(`items.${k}.firstName`, values.payerFirstName);
                        form.setFieldValue(`items.${k}.lastName`, values.payerLastName);
                        form.setFieldValue(`items.${k}.email`, values.payerEmail);
                      }}
                    >
                      {t('orders.add.samePayer')}
                    </Button>
                  </Group>
                  <TextInput label={t('orders.add.attendeeEmail')} type="email" maxLength={EMAIL_MAX} {...form.getInputProps(`items.${k}.email`)} />
                  {tier && isPayWhatYouWant(tier) && (
                    <NumberInput
                      label={t('orders.add.amount')}
                      description={t('orders.add.amountHint', {
                        min: tier.minAmount !== null ? money(tier.minAmount) : money(0),
                        max: tier.maxAmount !== null ? money(tier.maxAmount) : '∞',
                        price: money(tier.price),
                      })}
                      min={0}
                      decimalScale={2}
                      allowNegative={false}
                      {...form.getInputProps(`items.${k}.amount`)}
                    />
                  )}
                  {optionData.length > 0 && (
                    <MultiSelect label={t('orders.add.options')} data={optionData} searchable clearable {...form.getInputProps(`items.${k}.optionIds`)} />
                  )}
                  {asked.map((field, j) => {
                    const props = form.getInputProps(`items.${k}.customFields.${j}.answer`);
                    return field.values?.length ? (
                      <Select key={field.id} label={field.label} required={field.isRequired} data={field.values} clearable={!field.isRequired} {...props} onChange={(v) => props.onChange(v ?? '')} />
                    ) : (
                      <TextInput key={field.id} label={field.label} required={field.isRequired} maxLength={ANSWER_MAX} {...props} />
                    );
                  })}
                  {tier && (
                    <Text size="sm" c="dimmed" ta="right">
                      {money(itemTotal(item, catalogue.tiers, catalogue.options))}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
          {values.items.length < ORDER_ITEMS_MAX && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('items', newItem())} style={{ alignSelf: 'flex-start' }}>
              {t('orders.add.addTicket')}
            </Button>
          )}
        </Stack>

        {needs.length > 0 && (
          <Stack gap={4} data-testid="order-form-quotas">
            <Title order={3} size="h5">
              {t('orders.add.quotas')}
            </Title>
            {needs.map((n) => (
              <Text key={n.quota.id} size="sm" c={n.short ? 'red' : undefined}>
                {t('orders.add.quotaLine', { title: n.quota.title, needed: n.needed, remaining: n.remaining })}
              </Text>
            ))}
          </Stack>
        )}
        {short.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle size={16} />}>
            {t('orders.add.quotaShort', { title: short.map((n) => n.quota.title).join(', ') })}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{t('orders.add.total', { amount: money(orderTotal(values, catalogue.tiers, catalogue.options)) })}</Text>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('orders.add.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={tiers.length === 0}>
              {t('orders.add.submit')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add an order on site": the catalogue is read when the dialog opens; the whole screen on a phone. */
export function AddOrderModal({ editionId, opened, onClose, onAdded }: { editionId: number; opened: boolean; onClose: () => void; onAdded: (id: number) => void }) {
  const { t } = useTranslation('ticketing');
  const phone = useMediaQuery('(max-width: 36em)');
  const catalogue = useSaleCatalogue(editionId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('orders.add.title')} size="lg" fullScreen={phone}>
      {catalogue.isError ? (
        <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : !catalogue.data ? (
        <LoadingState />
      ) : (
        <OrderForm editionId={editionId} catalogue={catalogue.data} onClose={onClose} onAdded={onAdded} />
      )}
    </Modal>
  );
}
