import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FunctionController } from './function.controller';
import { OrgFunction } from './function.entity';
import { FunctionService } from './function.service';
import { SettingsModule } from '../settings/settings.module';
import { AssignmentCountsModule } from '../assignments/assignment-counts.module';

/** The organization chart (Set and Cascade): ceo → division → general-department → department. */
@Module({
  imports: [TypeOrmModule.forFeature([OrgFunction]), SettingsModule, AssignmentCountsModule],
  controllers: [FunctionController],
  providers: [FunctionService],
  exports: [FunctionService],
})
export class FunctionsModule {}
