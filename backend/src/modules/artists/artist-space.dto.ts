import { ApiProperty } from '@nestjs/swagger';
import { Flag, OptionalChoice, OptionalDateTime, OptionalText } from '../../core/validation/fields';
import { CURRENCY_CODES, type CurrencyCode } from '../../core/validation/currencies';
import type { AllergySeverity, DietaryPreference } from '../../core/validation/diet';
import { PublicShowDto } from './programme.dto';
import { DIET, SEVERITY } from './records.dto';

/** An edition where the caller is an artist. */
export class MyArtistEditionDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() conventionName!: string;
  @ApiProperty({ format: 'date' }) startDate!: string;
  @ApiProperty({ format: 'date' }) endDate!: string;
}

/** The edition of an artist's space. */
export class ArtistSpaceEditionDto extends MyArtistEditionDto {
  @ApiProperty({ enum: CURRENCY_CODES, enumName: 'CurrencyCode', description: 'ISO 4217 code of the amounts' }) currency!: CurrencyCode;
  @ApiProperty({ example: 'Europe/Paris', description: 'The edition’s time zone (IANA): the stay and the shows are read on its clocks' }) timeZone!: string;
}

/** A show the artist performs in, with the names of the other artists of it (nothing else of them). */
export class ArtistSpaceShowDto extends PublicShowDto {
  @ApiProperty({ type: [String], description: 'The display names of the other artists of the show' }) otherArtists!: string[];
}

/**
 * The artist's own record as they see it: everything but the organisers' notes. Money is read-only
 * (cents of the edition's currency); they change only the fields of UpdateArtistSpaceDto.
 */
export class ArtistSpaceDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The name on the programme: the stage name, else the pseudo' }) name!: string;
  @ApiProperty({ type: String, nullable: true }) stageName!: string | null;
  @ApiProperty({ type: ArtistSpaceEditionDto }) edition!: ArtistSpaceEditionDto;
  // Stay
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) arrivalDateTime!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) departureDateTime!: string | null;
  @ApiProperty({ description: 'They find their own bed' }) accommodationAutonomous!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'What is offered or asked for their bed' }) accommodationProposal!: string | null;
  // Food
  @ApiProperty({ ...DIET, nullable: true }) dietaryPreference!: DietaryPreference | null;
  @ApiProperty({ type: String, nullable: true }) allergies!: string | null;
  @ApiProperty({ ...SEVERITY, nullable: true }) allergySeverity!: AllergySeverity | null;
  // Money (read-only)
  @ApiProperty({ type: 'integer', nullable: true, description: 'The fee, in cents' }) payment!: number | null;
  @ApiProperty() paymentPaid!: boolean;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The most reimbursed, in cents' }) reimbursementMax!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'What was claimed, in cents' }) reimbursementActual!: number | null;
  @ApiProperty() reimbursementActualPaid!: boolean;
  @ApiProperty({ description: 'An invoice for the fee is asked of them' }) invoiceRequested!: boolean;
  @ApiProperty({ description: 'They sent it (they may say so themselves)' }) invoiceProvided!: boolean;
  @ApiProperty({ description: 'An expense claim (receipts) for the reimbursement is asked of them' }) feeRequested!: boolean;
  @ApiProperty({ description: 'The expense claim was received' }) feeProvided!: boolean;
  // Travel (read-only)
  @ApiProperty() pickupRequired!: boolean;
  @ApiProperty({ type: String, nullable: true }) pickupLocation!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who picks them up' }) pickupResponsibleName!: string | null;
  @ApiProperty() dropoffRequired!: boolean;
  @ApiProperty({ type: String, nullable: true }) dropoffLocation!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who drops them off' }) dropoffResponsibleName!: string | null;
  // Entry
  @ApiProperty({ description: 'The secret of their entry QR code (gate and meals)' }) qrToken!: string;
  @ApiProperty() entryValidated!: boolean;
  @ApiProperty({ type: [ArtistSpaceShowDto], description: 'Their shows, in time order' }) shows!: ArtistSpaceShowDto[];
}

/** What an artist may change of their own record (programme-rules.ts ARTIST_SELF_FIELDS); any other field is a 400. */
export class UpdateArtistSpaceDto {
  @OptionalDateTime('Null clears it') arrivalDateTime?: string | null;
  @OptionalDateTime('Not before the arrival; null clears it') departureDateTime?: string | null;
  @OptionalChoice(DIET) dietaryPreference?: DietaryPreference | null;
  @OptionalText(1000) allergies?: string | null;
  @OptionalChoice(SEVERITY) allergySeverity?: AllergySeverity | null;
  @Flag('They find their own bed') accommodationAutonomous?: boolean;
  @OptionalText(2000, 'What they offer or ask for their bed') accommodationProposal?: string | null;
  @Flag('They sent the invoice for their fee') invoiceProvided?: boolean;
}

export class MyArtistRecordDto {
  @ApiProperty({ description: 'The artist record' }) id!: number;
  @ApiProperty({ type: MyArtistEditionDto }) edition!: MyArtistEditionDto;
  @ApiProperty({ description: 'How many shows they perform in' }) showCount!: number;
}

export class MyArtistRecordListDto {
  @ApiProperty({ type: [MyArtistRecordDto], description: 'Newest edition first' }) items!: MyArtistRecordDto[];
}
