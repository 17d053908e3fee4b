import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  Equals,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsISO31661Alpha2,
  IsISO4217CurrencyCode,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUrl,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsFreeText } from '@sokoni/platform/errors';
import { NoLink, ONE_LINE, trim } from '../contact-form/contact-message.dto.js';
import { LANGUAGE_TAG } from '../email/recipient-locale.js';
import { SERVICE_TYPES, type ServiceType } from './service-request.entity.js';

export const FINANCE_PURPOSES = [
  'working_capital',
  'purchase_order',
  'invoice',
  'equipment',
  'export',
  'other',
] as const;
export const FREIGHT_MODES = ['sea', 'air', 'road', 'rail', 'any'] as const;
/** Incoterms 2020. */
export const INCOTERMS = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export const INSPECTION_KINDS = [
  'pre_shipment',
  'during_production',
  'loading',
  'factory_audit',
  'lab_test',
] as const;
export const PARTNER_KINDS = [
  'logistics',
  'finance',
  'inspection',
  'technology',
  'association',
  'other',
] as const;

const upper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
/** An optional text left blank is no text. */
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;
const DAY = 86_400_000;

/**
 * A calendar day (YYYY-MM-DD) from today up to two years ahead. "Today" is a day early in UTC, so a
 * requester west of Greenwich late in the evening can still pick their own today.
 */
const IsUpcomingDay = () =>
  ValidateBy({
    name: 'upcomingDay',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
        const day = Date.parse(`${value}T00:00:00Z`);
        if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== value) return false;
        const today = Math.floor(Date.now() / DAY) * DAY;
        return day >= today - DAY && day <= today + 731 * DAY;
      },
      defaultMessage: () => 'notifications.date_range',
    },
  });

/** A line of typed text: trimmed, no line breaks, no markup. */
const Line = (min: number, max: number) =>
  applyDecorators(
    Transform(trim),
    IsString(),
    Length(min, max),
    Matches(ONE_LINE, { message: 'notifications.one_line' }),
    IsFreeText(),
  );

/** An order or contract reference the requester may quote. */
const Reference = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: 60, example: 'SK-7F3K-92QD' }),
    IsOptional(),
    Transform(blankToUndefined),
    IsString(),
    MaxLength(60),
    Matches(ONE_LINE, { message: 'notifications.one_line' }),
    IsFreeText(),
  );

@ApiSchema({
  name: 'FinanceRequestDetails',
  description: 'Trade finance: what the money is for, how much, how long',
})
export class FinanceDetailsDto {
  @ApiProperty({ enum: FINANCE_PURPOSES, enumName: 'FinancePurpose' })
  @IsIn(FINANCE_PURPOSES)
  purpose!: (typeof FINANCE_PURPOSES)[number];

  @ApiProperty({ minimum: 1, example: 2_500_000_00, description: 'In minor units of `currency`' })
  @IsInt()
  @Min(1)
  @Max(Number.MAX_SAFE_INTEGER)
  amountMinor!: number;

  @ApiProperty({ example: 'KES', description: 'ISO 4217' })
  @Transform(upper)
  @IsISO4217CurrencyCode()
  currency!: string;

  @ApiProperty({ minimum: 1, maximum: 120, example: 6, description: 'How long the money is needed for' })
  @IsInt()
  @Min(1)
  @Max(120)
  termMonths!: number;

  @Reference()
  orderReference?: string;
}

@ApiSchema({
  name: 'FreightRequestDetails',
  description: 'Freight: from where to where, what, how much, when',
})
export class FreightDetailsDto {
  @ApiProperty({ enum: FREIGHT_MODES, enumName: 'FreightMode' })
  @IsIn(FREIGHT_MODES)
  mode!: (typeof FREIGHT_MODES)[number];

  @ApiProperty({ example: 'KE', description: 'ISO 3166-1 alpha-2' })
  @Transform(upper)
  @IsISO31661Alpha2()
  originCountry!: string;

  @ApiProperty({ minLength: 2, maxLength: 120, example: 'Mombasa', description: 'Port, airport or city' })
  @Line(2, 120)
  originPort!: string;

  @ApiProperty({ example: 'UG' })
  @Transform(upper)
  @IsISO31661Alpha2()
  destinationCountry!: string;

  @ApiProperty({ minLength: 2, maxLength: 120, example: 'Kampala' })
  @Line(2, 120)
  destinationPort!: string;

  @ApiProperty({ minLength: 3, maxLength: 500, example: '20 t of green coffee in 60 kg jute bags' })
  @Transform(trim)
  @IsString()
  @Length(3, 500)
  @IsFreeText()
  cargo!: string;

  /** Either this or the volume (or both): a forwarder cannot quote without one. */
  @ApiPropertyOptional({ minimum: 0, exclusiveMinimum: true, maximum: 100_000_000, example: 20_000 })
  @ValidateIf((o: FreightDetailsDto, v) => v !== undefined || o.volumeM3 === undefined)
  @IsDefined({ message: 'notifications.weight_or_volume' })
  @IsNumber({ maxDecimalPlaces: 3, allowNaN: false, allowInfinity: false })
  @IsPositive()
  @Max(100_000_000)
  weightKg?: number;

  @ApiPropertyOptional({ minimum: 0, exclusiveMinimum: true, maximum: 1_000_000, example: 33 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 3, allowNaN: false, allowInfinity: false })
  @IsPositive()
  @Max(1_000_000)
  volumeM3?: number;

  @ApiPropertyOptional({ enum: INCOTERMS, enumName: 'FreightIncoterm' })
  @IsOptional()
  @Transform(upper)
  @IsIn(INCOTERMS)
  incoterm?: (typeof INCOTERMS)[number];

  @ApiProperty({ format: 'date', example: '2027-03-01', description: 'When the goods are ready to leave' })
  @IsUpcomingDay()
  readyDate!: string;
}

@ApiSchema({
  name: 'InspectionRequestDetails',
  description: 'Inspection: what, where, when, against which standard',
})
export class InspectionDetailsDto {
  @ApiProperty({ enum: INSPECTION_KINDS, enumName: 'InspectionKind' })
  @IsIn(INSPECTION_KINDS)
  kind!: (typeof INSPECTION_KINDS)[number];

  @ApiProperty({ minLength: 2, maxLength: 200, example: 'Raw cashew nuts, W320' })
  @Line(2, 200)
  product!: string;

  @ApiProperty({ minLength: 1, maxLength: 120, example: '2 × 40 ft containers, about 50 t' })
  @Line(1, 120)
  quantity!: string;

  @ApiProperty({ example: 'TZ' })
  @Transform(upper)
  @IsISO31661Alpha2()
  country!: string;

  @ApiProperty({ minLength: 2, maxLength: 200, example: 'Mtwara, Export Processing Zone warehouse 4' })
  @Line(2, 200)
  location!: string;

  @ApiProperty({ format: 'date', example: '2027-02-15', description: 'The day the goods can be inspected' })
  @IsUpcomingDay()
  date!: string;

  @ApiProperty({ minLength: 2, maxLength: 200, example: 'ISO 2859-1, AQL 2.5; outturn 48 lb or more' })
  @Line(2, 200)
  standard!: string;

  @Reference()
  orderReference?: string;
}

@ApiSchema({ name: 'PartnershipRequestDetails', description: 'A partnership enquiry from an organisation' })
export class PartnershipDetailsDto {
  @ApiProperty({ enum: PARTNER_KINDS, enumName: 'PartnerKind' })
  @IsIn(PARTNER_KINDS)
  kind!: (typeof PARTNER_KINDS)[number];

  @ApiProperty({ minLength: 2, maxLength: 160, example: 'Lake Victoria Freight Ltd' })
  @Line(2, 160)
  @NoLink()
  organisation!: string;

  @ApiPropertyOptional({ format: 'uri', maxLength: 200, example: 'https://lvfreight.example' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(200)
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  website?: string;

  @ApiProperty({ type: [String], minItems: 1, maxItems: 54, example: ['KE', 'UG', 'TZ'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(54)
  @ArrayUnique()
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
      : value,
  )
  @IsISO31661Alpha2({ each: true })
  countries!: string[];

  @ApiProperty({ minLength: 20, maxLength: 3000 })
  @Transform(trim)
  @IsString()
  @Length(20, 3000)
  @IsFreeText()
  proposal!: string;
}

/**
 * The details of `service` are required with it; another service's details are refused rather
 * than silently dropped, so a form that sends the wrong block hears about it.
 */
const DetailsOf = (service: ServiceType, type: new () => object) =>
  applyDecorators(
    ApiPropertyOptional({
      type,
      description: `Required when \`service\` is \`${service}\`, refused otherwise`,
    }),
    ValidateIf((o: ServiceRequestDto, v) => o.service === service || v !== undefined),
    ValidateBy({
      name: 'detailsOfService',
      validator: {
        validate: (_v: unknown, args) => (args?.object as ServiceRequestDto).service === service,
        defaultMessage: () => 'notifications.details_of_other_service',
      },
    }),
    IsDefined(),
    ValidateNested(),
    Type(() => type),
  );

/**
 * POST /service-requests: a request for a service Sokoni arranges through partners, from the
 * storefront's service pages. The requester's contact is given whether signed in or not (the form
 * prefills it): replies go where they say.
 */
export class ServiceRequestDto {
  @ApiProperty({ enum: SERVICE_TYPES, enumName: 'ServiceType' })
  @IsIn(SERVICE_TYPES)
  service!: ServiceType;

  @DetailsOf('finance', FinanceDetailsDto)
  finance?: FinanceDetailsDto;

  @DetailsOf('freight', FreightDetailsDto)
  freight?: FreightDetailsDto;

  @DetailsOf('inspection', InspectionDetailsDto)
  inspection?: InspectionDetailsDto;

  @DetailsOf('partnership', PartnershipDetailsDto)
  partnership?: PartnershipDetailsDto;

  @ApiProperty({ minLength: 1, maxLength: 120, example: 'Amina Diallo' })
  @Line(1, 120)
  @NoLink()
  name!: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'amina@coop.example' })
  @Transform(trim)
  @IsEmail({}, { message: 'notifications.invalid_email' })
  @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ maxLength: 160, example: 'Diallo Shea Cooperative' })
  @IsOptional()
  @Transform(blankToUndefined)
  @Line(1, 160)
  company?: string;

  /** International form; spaces, dots, dashes and brackets are dropped. */
  @ApiPropertyOptional({ example: '+254712345678' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.replace(/[\s().-]/g, '') || undefined : value,
  )
  @IsString()
  @Matches(/^\+[1-9]\d{6,14}$/, { message: 'validation.isPhoneNumber' })
  phone?: string;

  @ApiPropertyOptional({ example: 'SN', description: "ISO 3166-1 alpha-2 of the requester's business" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() || undefined : value,
  )
  @IsISO31661Alpha2()
  country?: string;

  @ApiPropertyOptional({ maxLength: 3000, description: 'Anything else staff should know' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString()
  @MaxLength(3000)
  @IsFreeText()
  message?: string;

  /** The requester agrees that the request be shared with the partners who may provide the service. */
  @ApiProperty({ enum: [true], type: Boolean })
  @Equals(true, { message: 'notifications.consent_required' })
  consent!: true;

  /** Language of the acknowledgement; defaults to the request's Accept-Language. */
  @ApiPropertyOptional({ example: 'fr' })
  @IsOptional()
  @Matches(LANGUAGE_TAG, { message: 'validation.isLocale' })
  locale?: string;
}

/** The validated details of a request, whichever service it is for. */
export type ServiceDetails =
  FinanceDetailsDto | FreightDetailsDto | InspectionDetailsDto | PartnershipDetailsDto;

export function detailsOf(dto: ServiceRequestDto): ServiceDetails {
  const details = dto[dto.service];
  // The validation pipe guarantees it; a caller bypassing it gets a plain error, not a broken row.
  if (!details) throw new Error(`service request without ${dto.service} details`);
  return details;
}
