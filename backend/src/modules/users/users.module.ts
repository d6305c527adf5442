import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity';
import { UserAccountsService } from './user-accounts.service';
import { UsersService } from './users.service';

/** The user table's owner: UsersService for one organization's users, UserAccountsService across organizations. */
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, UserAccountsService],
  exports: [UsersService, UserAccountsService],
})
export class UsersModule {}
