import { useTranslation } from 'react-i18next';
import { HistoryDrawer } from '../../shared/scanner/HistoryDrawer';
import { FoundPerson, ScannerScreen } from '../../shared/scanner/ScannerScreen';
import { useGateHistory } from '../gateApi';
import { outcomeColor, type GateSubjectKind } from '../gateRules';
import { useAutoLetIn, useGate } from '../useGate';
import { GateResult } from './GateResult';

/** The gate's scanner: the shared scanner screen with the gate's answers (pay at the gate, tiers and windows). */
export function GateScanner({ editionId, timeZone }: { editionId: number; timeZone: string }) {
  const { t } = useTranslation('gestion');
  const gate = useGate(editionId);
  return (
    <ScannerScreen
      ns="gate"
      checkpoint={gate}
      timeZone={timeZone}
      auto={useAutoLetIn()}
      validate={(lookup) => gate.letIn(lookup)}
      renderResult={({ screen, busy, run, onUndo, onHistory, onNext }) => (
        <GateResult screen={screen} timeZone={timeZone} busy={busy} onLetIn={(method) => run(() => gate.letIn(screen.lookup, method))} onUndo={onUndo} onHistory={onHistory} onNext={onNext} />
      )}
      pickOf={(p) => p}
      renderFound={(p) => (
        <FoundPerson name={p.name} line={[t(`gate.kind.${p.kind}`), p.detail].filter(Boolean).join(' · ')} color={outcomeColor(p.outcome)} outcome={t(`gate.outcome.${p.outcome}`)} />
      )}
      history={(person, onClose) => <GateHistory editionId={editionId} timeZone={timeZone} person={person} onClose={onClose} />}
    />
  );
}

function GateHistory({ editionId, timeZone, person, onClose }: { editionId: number; timeZone: string; person: { kind: GateSubjectKind; subjectId: number; name: string } | null; onClose: () => void }) {
  return <HistoryDrawer ns="gate" timeZone={timeZone} name={person?.name ?? null} history={useGateHistory(editionId, person)} onClose={onClose} />;
}
