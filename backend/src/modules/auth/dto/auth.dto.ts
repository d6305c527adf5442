import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const email = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// Messages are the specification's own (platform.md sections 5 and 8).
export class SignupDto {
  @ApiProperty() @Transform(trim) @IsString({ message: 'First name is required' }) @MinLength(1, { message: 'First name is required' })
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  firstName: string;

  @ApiProperty() @Transform(trim) @IsString({ message: 'Last name must be at least 2 characters' })
  @MinLength(2, { message: 'Last name must be at least 2 characters' })
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  lastName: string;

  @ApiProperty() @Transform(email) @IsEmail({}, { message: 'Please enter a valid email' }) @MaxLength(320, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty() @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;

  @ApiProperty() @Transform(trim) @IsString({ message: 'Company name must be at least 2 characters' })
  @MinLength(2, { message: 'Company name must be at least 2 characters' })
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  companyName: string;
}

export class LoginDto {
  @ApiProperty() @Transform(email) @IsEmail({}, { message: 'Please enter a valid email' })
  email: string;

  @ApiProperty() @IsString({ message: 'Password is required' }) @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(200, { message: 'Invalid email or password' })
  password: string;
}

export class VerifyOtpDto {
  @ApiProperty() @Transform(trim) @IsString({ message: 'Please enter the 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  otpCode: string;
}

export class EmailDto {
  @ApiProperty() @Transform(email) @IsString({ message: 'Please enter your email address' })
  @IsNotEmpty({ message: 'Please enter your email address' }) @IsEmail({}, { message: 'Please enter a valid email' })
  email: string;
}
