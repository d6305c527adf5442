import { Global, Module } from '@nestjs/common';
import { UsersService } from './users.service';

/** Global: several contexts name users or check that ids are users of the organization. */
@Global()
@Module({ providers: [UsersService], exports: [UsersService] })
export class UsersModule {}
