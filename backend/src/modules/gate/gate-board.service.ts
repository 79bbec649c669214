import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { EditionAccess } from '../access/access.service';
import type { GateCopyQuery, GateDashboardDto } from './gate.dto';

/** What the gate sees of the whole edition: the offline copy, the dashboard and the live feed. (Contract first: the implementation follows.) */
@Injectable()
export class GateBoardService {
  sendCopy(_access: EditionAccess, _query: GateCopyQuery, _res: Response): Promise<void> {
    throw new Error('not implemented yet');
  }
  dashboard(_access: EditionAccess): Promise<GateDashboardDto> {
    throw new Error('not implemented yet');
  }
  openLive(_editionId: number, _res: Response): void {
    throw new Error('not implemented yet');
  }
}
