import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const email = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

// Messages are the specification's own (platform.md sections 5 and 8). class-validator runs the
// decorator nearest the property first, and stops there (stopAtFirstError): presence checks go last.
export class SignupDto {
  @ApiProperty()
  @MaxLength(100, { message: 'First name must be at most 100 characters' })
  @MinLength(1, { message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  @Transform(trim)
  firstName: string;

  @ApiProperty()
  @MaxLength(100, { message: 'Last name must be at most 100 characters' })
  @MinLength(2, { message: 'Last name must be at least 2 characters' })
  @IsString({ message: 'Last name must be at least 2 characters' })
  @Transform(trim)
  lastName: string;

  @ApiProperty()
  @MaxLength(320, { message: 'Please enter a valid email' })
  @IsEmail({}, { message: 'Please enter a valid email' })
  @Transform(email)
  email: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @IsString({ message: 'Password must be at least 8 characters' })
  password: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Company name must be at most 200 characters' })
  @MinLength(2, { message: 'Company name must be at least 2 characters' })
  @IsString({ message: 'Company name must be at least 2 characters' })
  @Transform(trim)
  companyName: string;
}

export class LoginDto {
  @ApiProperty()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @Transform(email)
  email: string;

  @ApiProperty()
  @MaxLength(200, { message: 'Invalid email or password' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class VerifyOtpDto {
  @ApiProperty()
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  @IsString({ message: 'Please enter the 6-digit code' })
  @Transform(trim)
  otpCode: string;
}

export class EmailDto {
  @ApiProperty()
  @IsEmail({}, { message: 'Please enter a valid email' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsString({ message: 'Please enter your email address' })
  @Transform(email)
  email: string;
}
