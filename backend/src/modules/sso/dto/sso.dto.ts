import type { SsoSettings } from '@scorecard/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SSO_MESSAGES } from '@scorecard/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/dto-transforms';
import { SsoConfiguration } from '../sso-configuration.entity';

/** A host name of two labels or more (letters, digits, hyphens), as an e-mail domain is. */
export const EMAIL_DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

const domains = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((d) => (typeof d === 'string' ? d.trim().toLowerCase().replace(/^@/, '') : d)))] : value;

export class SsoSettingsDto {
  @ApiProperty({ example: 'https://login.example.com' })
  @MaxLength(2048, { message: 'Issuer must be at most 2048 characters' })
  @MinLength(1, { message: 'Issuer is required' })
  @IsString({ message: 'Issuer is required' })
  @Transform(trim)
  issuer: string;

  @ApiProperty()
  @MaxLength(512, { message: 'Client ID must be at most 512 characters' })
  @MinLength(1, { message: 'Client ID is required' })
  @IsString({ message: 'Client ID is required' })
  @Transform(trim)
  clientId: string;

  @ApiPropertyOptional({ description: 'Write-only. Left out or empty: the stored secret is kept' })
  @MaxLength(4096, { message: 'Client secret must be at most 4096 characters' })
  @IsString({ message: SSO_MESSAGES.secretRequired })
  @IsOptional()
  clientSecret?: string;

  @ApiProperty({ type: [String], example: ['example.com'] })
  @Matches(EMAIL_DOMAIN, { each: true, message: 'Each e-mail domain must be a domain name such as example.com' })
  @IsString({ each: true, message: 'Each e-mail domain must be a domain name such as example.com' })
  @ArrayMaxSize(50, { message: 'At most 50 e-mail domains' })
  @ArrayMinSize(1, { message: SSO_MESSAGES.domainsRequired })
  @IsArray({ message: SSO_MESSAGES.domainsRequired })
  @Transform(domains)
  emailDomains: string[];

  @ApiProperty()
  @IsBoolean({ message: 'Enforced must be true or false' })
  enforced: boolean;
}

/** `POST /api/settings/sso/test`: the form's values before they are saved; empty tests the stored ones. */
export class SsoTestDto {
  @ApiPropertyOptional()
  @MaxLength(2048, { message: 'Issuer must be at most 2048 characters' })
  @IsString({ message: 'Issuer is required' })
  @IsOptional()
  @Transform(trim)
  issuer?: string;
}

export function toSsoSettingsResponse(row: SsoConfiguration | null, domainsOf: string[], redirectUri: string): SsoSettings {
  return {
    configured: row !== null,
    issuer: row?.issuer ?? '',
    clientId: row?.clientId ?? '',
    clientSecretSet: Boolean(row?.clientSecretEncrypted),
    emailDomains: domainsOf,
    enforced: row?.enforced ?? false,
    redirectUri,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}
