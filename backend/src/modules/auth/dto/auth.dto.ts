import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { AUTH_MESSAGES as M } from '@scorecard/contracts';
import { trim } from '../../../common/dto-transforms';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const email = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// Messages are the specification's own (platform.md sections 5 and 8), shared with the front end. class-validator runs the
// decorator nearest the property first, and stops there (stopAtFirstError): presence checks go last.
export class SignupDto {
  @ApiProperty()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @MinLength(1, { message: M.firstNameRequired })
  @IsString({ message: M.firstNameRequired })
  @Transform(trim)
  firstName: string;

  @ApiProperty()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @MinLength(2, { message: M.lastNameMin })
  @IsString({ message: M.lastNameMin })
  @Transform(trim)
  lastName: string;

  @ApiProperty()
  @MaxLength(320, { message: M.invalidEmail })
  @IsEmail({}, { message: M.invalidEmail })
  @Transform(email)
  email: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(8, { message: M.passwordMin })
  @IsString({ message: M.passwordMin })
  password: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  @MinLength(2, { message: M.companyNameMin })
  @IsString({ message: M.companyNameMin })
  @Transform(trim)
  companyName: string;
}

export class LoginDto {
  @ApiProperty()
  @IsEmail({}, { message: M.invalidEmail })
  @Transform(email)
  email: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Invalid email or password' })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  password: string;
}

export class VerifyOtpDto {
  @ApiProperty()
  @Matches(/^\d{6}$/, { message: M.codeFormat })
  @IsString({ message: M.codeFormat })
  @Transform(trim)
  otpCode: string;
}

export class EmailDto {
  @ApiProperty()
  @IsEmail({}, { message: M.invalidEmail })
  @IsNotEmpty({ message: M.emailRequired })
  @IsString({ message: M.emailRequired })
  @Transform(email)
  email: string;
}
