import { Injectable } from '@nestjs/common';
import type { EditionAccess } from '../access/access.service';
import type { GateAnswerDto, GateEntryDto, GateHistoryDto, GateHistoryQuery, GateLookupDto, GateSearchDto, GateSearchQuery, GateSyncAnswerDto, GateSyncDto, GateUndoDto } from './gate.dto';

/** The gate's use cases: who is there, letting them in, undoing, the history and the search. (Contract first: the implementation lands with the module's repository.) */
@Injectable()
export class GateService {
  check(_access: EditionAccess, _dto: GateLookupDto): Promise<GateAnswerDto> {
    throw new Error('not implemented yet');
  }
  enter(_access: EditionAccess, _userId: number, _dto: GateEntryDto): Promise<GateAnswerDto> {
    throw new Error('not implemented yet');
  }
  sync(_access: EditionAccess, _userId: number, _dto: GateSyncDto): Promise<GateSyncAnswerDto> {
    throw new Error('not implemented yet');
  }
  undo(_access: EditionAccess, _userId: number, _entryId: number, _dto: GateUndoDto): Promise<GateHistoryDto> {
    throw new Error('not implemented yet');
  }
  history(_access: EditionAccess, _query: GateHistoryQuery): Promise<GateHistoryDto> {
    throw new Error('not implemented yet');
  }
  search(_access: EditionAccess, _query: GateSearchQuery): Promise<GateSearchDto> {
    throw new Error('not implemented yet');
  }
}
