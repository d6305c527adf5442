import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmployeesModule } from '../employees/employees.module';
import { CommentController } from './comment.controller';
import { CommentRow } from './comment.entity';
import { CommentService } from './comment.service';
import { RequestStatusHistoryController } from './request-status-history.controller';
import { RequestStatusHistoryRow } from './request-status-history.entity';
import { RequestController } from './request.controller';
import { RequestRow } from './request.entity';
import { RequestService } from './request.service';
import { RequestsDemoSeeder } from './requests-demo.seeder';

/** Requests, their comments and status history. */
@Module({
  imports: [TypeOrmModule.forFeature([RequestRow, CommentRow, RequestStatusHistoryRow]), EmployeesModule],
  controllers: [RequestController, CommentController, RequestStatusHistoryController],
  providers: [RequestService, CommentService, RequestsDemoSeeder],
  exports: [RequestService, CommentService, RequestsDemoSeeder],
})
export class RequestsModule {}
