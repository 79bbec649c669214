import { ApiProperty } from '@nestjs/swagger';
import { Text } from '../../core/validation/fields';

export class WorkshopLocationInputDto {
  @Text(100, { description: 'Unique in the edition, whatever the case' }) name!: string;
}

export class WorkshopLocationDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Workshops held there (they lose their location when it is deleted)' }) workshopCount!: number;
}

export class WorkshopLocationListDto {
  @ApiProperty({ type: [WorkshopLocationDto], description: 'By name' }) items!: WorkshopLocationDto[];
}
