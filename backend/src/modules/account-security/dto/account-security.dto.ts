import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { AUTH_MESSAGES as A, SECURITY_MESSAGES as M } from '@scorecard/contracts';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { trim } from '../../../common/dto-transforms';

const email = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Sign-up's password rules (auth/dto SignupDto), for a new password. */
function NewPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: A.passwordMin })(target, key);
    MinLength(8, { message: A.passwordMin })(target, key);
    MaxLength(200, { message: 'Password must be at most 200 characters' })(target, key);
  };
}

export class ForgotPasswordDto {
  @ApiProperty()
  @MaxLength(320, { message: A.invalidEmail })
  @IsEmail({}, { message: A.invalidEmail })
  @IsNotEmpty({ message: A.emailRequired })
  @IsString({ message: A.emailRequired })
  @Transform(email)
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty()
  @MaxLength(200, { message: M.linkGone })
  @IsNotEmpty({ message: M.linkGone })
  @IsString({ message: M.linkGone })
  token: string;

  @ApiProperty()
  @NewPassword()
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty()
  @MaxLength(200, { message: M.currentPasswordIncorrect })
  @IsNotEmpty({ message: A.passwordRequired })
  @IsString({ message: A.passwordRequired })
  currentPassword: string;

  @ApiProperty()
  @NewPassword()
  newPassword: string;
}

/** A TOTP code (6 digits) or, where allowed, a recovery code. */
export class TwoFactorCodeDto {
  @ApiProperty()
  @Matches(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, { message: M.codeFormat })
  @IsString({ message: M.codeFormat })
  @Transform(trim)
  code: string;
}

/** The first code of a new secret: a TOTP code only. */
export class TotpCodeDto {
  @ApiProperty()
  @Matches(/^\d{6}$/, { message: A.codeFormat })
  @IsString({ message: A.codeFormat })
  @Transform(trim)
  code: string;
}
