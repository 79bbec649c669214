import { ApiProperty } from '@nestjs/swagger';

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
  @ApiProperty({ description: 'Seconds since this process started' }) uptimeSeconds!: number;
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready'] }) status!: 'ready';
  @ApiProperty({ enum: ['up'] }) database!: 'up';
}
