import { ApiProperty } from '@nestjs/swagger';

export class EditionCalendarFeedDto {
  @ApiProperty({ description: 'The caller’s calendar feed of the edition (their favourite workshops and shows, their volunteer slots); its secret is the key' }) calendarUrl!: string;
}
