import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/tenancy/access.decorators';
import { AcceptInvitationDto } from './dto/admin.dto';
import { InvitationService } from './invitation.service';

@ApiTags('auth')
@Controller('invitations')
export class InvitationController {
  constructor(private readonly invitations: InvitationService) {}

  /** The invitation link's page: sets the password once; the person then signs in. */
  @Public()
  @Post('accept')
  @HttpCode(200)
  accept(@Body() dto: AcceptInvitationDto): Promise<{ message: string; email: string }> {
    return this.invitations.accept(dto.token, dto.password);
  }
}
