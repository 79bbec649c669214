import { useId, useState } from 'react';
import { Badge, Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { Tabs } from '@festival/ui/later';
import { IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@festival/ui';
import { useAddressFilters, useAddressRecord } from '@festival/ui/address';
import { volunteerApplicationStatusValues } from '@festival/api-client';
import { useVolunteerTeams, type Edition, type EditionPermissions } from '../shared/gestionApi';
import { GestionPage } from '../shared/GestionPage';
import { pageCount, withFilter } from '../shared/listRules';
import { EditionGate } from '../shared/SectionGates';
import { useApplications } from './applicationsApi';
import { filtersOf, listQuery, sortBy, withFilterParams, type Filters } from './applicationsRules';
import { AddVolunteerModal } from './components/AddVolunteerModal';
import { ApplicationDrawer } from './components/ApplicationDrawer';
import { ApplicationFiltersBar } from './components/ApplicationFiltersBar';
import { ApplicationsTable } from './components/ApplicationsTable';
import { volunteersApplicationsEntry } from './entry';

function Applications({ edition, permissions }: { edition: Edition; permissions: EditionPermissions }) {
  const { t } = useTranslation('volunteers');
  // The filters, the order, the page and the open application (?application=12) are in the address: a reload, the back button or a shared link shows the same.
  const [filters, setFilters] = useAddressFilters(filtersOf, withFilterParams);
  const [openId, open] = useAddressRecord('application');
  const list = useApplications(edition.id, listQuery(filters));
  const teams = useVolunteerTeams(edition.id);
  const [adding, setAdding] = useState(false);
  const canManage = permissions.canManageVolunteers;
  const teamList = (teams.data?.items ?? []).map((team) => ({ id: team.id, name: team.name, color: team.color }));
  const counts = list.data?.counts;
  const all = counts ? counts.PENDING + counts.ACCEPTED + counts.REJECTED : undefined;
  // The status tabs have no panels of their own: they filter the results below, which they control.
  const resultsId = useId();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('applications.title')}
        below={t(canManage ? 'applications.subtitle' : 'applications.subtitleLeader', { name: edition.name })}
        actions={
          canManage && (
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
              {t('applications.add.open')}
            </Button>
          )
        }
      />
      <Tabs value={filters.status ?? 'ALL'} onChange={(v) => setFilters(withFilter(filters, { status: v === 'ALL' || !v ? null : (v as Filters['status']) }))}>
        <Tabs.List>
          <Tabs.Tab value="ALL" aria-controls={resultsId} rightSection={all !== undefined && <Badge size="sm" variant="light" color="gray">{all}</Badge>}>
            {t('applications.all')}
          </Tabs.Tab>
          {volunteerApplicationStatusValues.map((s) => (
            <Tabs.Tab key={s} value={s} aria-controls={resultsId} rightSection={counts && <Badge size="sm" variant="light" color="gray">{counts[s]}</Badge>}>
              {t(`common.status.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ApplicationFiltersBar filters={filters} teams={teamList} onChange={setFilters} />
      <Stack gap="lg" id={resultsId}>
        {list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LoadingState />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon={<IconUsersGroup size={28} />} title={t('applications.emptyTitle')} description={t('applications.emptyText')} />
        ) : (
          <>
            <ApplicationsTable items={list.data.items} filters={filters} onSort={(s) => setFilters(sortBy(filters, s))} onOpen={open} />
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('applications.total', { count: list.data.total })}
              </Text>
              <Pagination
                total={pageCount(list.data.total)}
                value={filters.page}
                onChange={(page) => setFilters({ ...filters, page })}
                getControlProps={(control) => ({ 'aria-label': t(`applications.pagination.${control}`) })}
              />
            </Group>
          </>
        )}
      </Stack>
      <ApplicationDrawer editionId={edition.id} applicationId={openId} teams={teamList} canManage={canManage} timeZone={edition.timeZone} onClose={() => open(null)} />
      {canManage && <AddVolunteerModal editionId={edition.id} opened={adding} onClose={() => setAdding(false)} onAdded={(id) => open(id)} />}
    </Stack>
  );
}

/** The applications of an edition's volunteers: tabs per status, filters, sortable table, detail drawer. */
export default function VolunteersApplicationsPage() {
  return (
    <GestionPage entry={volunteersApplicationsEntry} size="xl">
      {(id) => (
        <EditionGate id={id} entry={volunteersApplicationsEntry}>
          {(edition, permissions) => <Applications edition={edition} permissions={permissions} />}
        </EditionGate>
      )}
    </GestionPage>
  );
}
