import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobQueueService } from './job-queue.service';
import { PROCESS_ROLE, ProcessRole } from './jobs.tokens';

@Global()
@Module({})
export class JobsModule {
  static forRoot(role: ProcessRole): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [{ provide: PROCESS_ROLE, useValue: role }, JobQueueService],
      exports: [JobQueueService, PROCESS_ROLE],
    };
  }
}
